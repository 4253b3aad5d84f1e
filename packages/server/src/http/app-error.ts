import { ERROR_STATUS, type ErrorCode } from '@conque/domain/shared/error-codes';
import { MESSAGES } from '@conque/domain/shared/messages';

/** The one error type of the product API: a code (mapped to a status) and a French message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  static badRequest = (message: string, field?: string) => new AppError('bad_request', message, field);
  static unauthorized = () => new AppError('unauthorized', MESSAGES.notSignedIn);
  static forbidden = (message: string = MESSAGES.forbidden) => new AppError('forbidden', message);
  static notFound = (message: string = MESSAGES.notFound) => new AppError('not_found', message);
  static conflict = (message: string) => new AppError('conflict', message);
}
