import { Hono } from 'hono';
import { downloadHeaders } from '../storage/download-headers';
import { checkFileSignature } from '../storage/signed-url';
import { isBucket, isValidKey, StorageNotFoundError } from '../storage/storage';
import { AppError } from './app-error';
import type { AppEnv } from './context';

const INVALID_LINK = 'Lien de téléchargement invalide.';
const EXPIRED_LINK = 'Ce lien de téléchargement a expiré. Veuillez relancer le téléchargement.';
const MISSING_FILE = 'Fichier introuvable.';

const headersFor = (key: string, size: number) => {
  const headers = downloadHeaders(key);
  return {
    'content-type': headers.type,
    'content-length': String(size),
    'content-disposition': headers.dispositionUtf8,
    'cache-control': headers.cacheControl,
  };
};

/**
 * GET /files/<bucket>/<key>?expires=…&signature=… (docs/design.md §1): the local driver's signed downloads.
 * No session is needed, the signature is the permission; anything malformed is an invalid link (403).
 */
export const fileRoutes = new Hono<AppEnv>();

fileRoutes.get('/files/:bucket/*', async (c) => {
  const bucket = c.req.param('bucket');
  // Hono has already decoded the path; a valid key has nothing to decode, so anything else fails here.
  const key = c.req.path.slice(`/files/${bucket}/`.length);
  if (!isBucket(bucket) || !isValidKey(key)) throw AppError.forbidden(INVALID_LINK);
  const { deps } = c.var;
  const check = checkFileSignature(
    deps.config.jwtSecret,
    { bucket, key, expires: c.req.query('expires'), signature: c.req.query('signature') },
    deps.now(),
  );
  if (check !== 'valid') throw AppError.forbidden(check === 'expired' ? EXPIRED_LINK : INVALID_LINK);
  try {
    const file = await deps.storage.get(bucket, key);
    // HEAD (which Hono answers with this route): the headers only, and the file closed at once.
    if (c.req.method === 'HEAD') {
      await file.stream.cancel();
      return c.body(null, 200, headersFor(key, file.size));
    }
    return c.body(file.stream, 200, headersFor(key, file.size));
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw AppError.notFound(MISSING_FILE);
    throw error;
  }
});
