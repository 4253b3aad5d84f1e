import { idField, requiredText } from '@conque/domain/shared/fields';
import { MESSAGES } from '@conque/domain/shared/messages';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { UPLOAD_CONTENT_TYPES } from './stl-rules';

export const orderIdParamSchema = z.strictObject({ orderId: idField });

/** DELETE ?path= and POST signed-url { path }: a key as listed in the order's stl_files. */
export const stlPathSchema = z.strictObject({ path: requiredText(512) });

const FILE_NAME_LABEL = 'Nom du fichier (X-File-Name)';

/**
 * The upload protocol: the raw file as the body (XMLHttpRequest.send(file), whose upload events give
 * the progress bar), its name URI-encoded in X-File-Name (a header carries only Latin-1), and the
 * Content-Type application/octet-stream or model/stl. No multipart: nothing to parse, the body
 * streams straight through the content check into storage.
 */
export const parseUploadHeaders = (headers: {
  contentType: string | undefined;
  contentLength: string | undefined;
  fileName: string | undefined;
}) => {
  const type = headers.contentType?.split(';')[0]?.trim().toLowerCase();
  if (!type || !(UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) {
    throw AppError.badRequest(
      `Type de contenu : ${UPLOAD_CONTENT_TYPES.join(' ou ')} attendu (le fichier brut, sans formulaire)`,
      'content-type',
    );
  }
  if (headers.fileName === undefined || headers.fileName.trim() === '') {
    throw AppError.badRequest(`${FILE_NAME_LABEL} : ${MESSAGES.required}`, 'x-file-name');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(headers.fileName);
  } catch {
    throw AppError.badRequest(
      `${FILE_NAME_LABEL} : encodage invalide (encodeURIComponent attendu)`,
      'x-file-name',
    );
  }
  // Only the last segment of a path, without control characters: it is shown back to users.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const name = (decoded.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '' || name.length > 255) {
    throw AppError.badRequest(`${FILE_NAME_LABEL} : entre 1 et 255 caractères`, 'x-file-name');
  }
  const length = headers.contentLength === undefined ? undefined : Number(headers.contentLength);
  return { name, declaredSize: length !== undefined && Number.isFinite(length) ? length : undefined };
};
