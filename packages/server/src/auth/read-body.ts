import { fieldLabel } from '@conque/domain/labels/field-labels';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@conque/domain/shared/forbidden-characters';
import type { Context } from 'hono';
import { z } from 'zod';
import { authErrors } from './auth-error';

/**
 * Reads a JSON object body and checks the types of the fields we use. Like GoTrue: anything that is not
 * a JSON object, or a field of the wrong type, is 400 `bad_json`; unknown fields are dropped, and
 * `null` counts as absent (auth-js sends `code_challenge: null`). Body size is capped in app.ts.
 */
export const readBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> => {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw authErrors.badJson();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw authErrors.badJson();
  const nulAt = findNulCharacter(body);
  if (nulAt) throw authErrors.validation(`${fieldLabel(nulAt)} : ${NUL_CHARACTER_MESSAGE}`);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.map(String).join('.') || 'corps';
  throw authErrors.badJson(`Le champ « ${field} » n'a pas le type attendu.`);
};

/** An optional string field: absent or null give undefined. */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** A JSON object (user metadata): absent or null give an empty object. */
export const optionalRecord = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? {});

export const pkceFields = {
  code_challenge: optionalString,
  code_challenge_method: optionalString,
};
