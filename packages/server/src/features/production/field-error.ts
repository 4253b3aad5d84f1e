import { fieldLabel } from '@conque/domain/labels/field-labels';
import { AppError } from '../../http/app-error';

/** A 400 the use case finds (it needs the settings in force), named as the parser names a field. */
export const fieldError = (field: string, message: string): AppError =>
  AppError.badRequest(`${fieldLabel([field])} : ${message}`, field);
