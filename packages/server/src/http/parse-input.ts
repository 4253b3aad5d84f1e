import { fieldLabel } from '@conque/domain/shared/field-names';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@conque/domain/shared/forbidden-characters';
import { MESSAGES } from '@conque/domain/shared/messages';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

const issueMessage = (issue: z.core.$ZodIssue): string => {
  const label = fieldLabel(issue.path);
  if (issue.code === 'unrecognized_keys') return `Champ inconnu : ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${label} : ${MESSAGES.required}`;
  if (issue.code === 'invalid_type') return `${label} : type invalide (${issue.expected} attendu)`;
  return `${label} : ${issue.message}`;
};

/** Parses a value with a domain schema; a failure is a 400 naming the first wrong field in French. */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const nulAt = findNulCharacter(value);
  if (nulAt) {
    throw AppError.badRequest(`${fieldLabel(nulAt)} : ${NUL_CHARACTER_MESSAGE}`, nulAt.map(String).join('.'));
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw badRequestOf(result.error);
};

/** A failed parse as the API's 400: the first wrong field, named in French. */
export const badRequestOf = (error: z.ZodError): AppError => {
  const issue = error.issues[0];
  if (!issue) return AppError.badRequest(MESSAGES.invalidJson);
  return AppError.badRequest(issueMessage(issue), issue.path.map(String).join('.') || undefined);
};

/** Reads a JSON body (size already capped by the body-limit middleware) and parses it. */
export const parseJsonBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw AppError.badRequest(MESSAGES.invalidJson);
  }
  return parseWith(schema, body);
};

export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> =>
  parseWith(schema, c.req.query());
