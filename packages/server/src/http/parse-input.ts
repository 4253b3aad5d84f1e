import { fieldLabel } from '@conque/domain/labels/field-labels';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from '@conque/domain/shared/forbidden-characters';
import { MESSAGES } from '@conque/domain/shared/messages';
import { isZodLocaleMessage } from '@conque/domain/shared/zod-french';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/** The value sent at an issue's path: undefined when the field was left out. */
const sentAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

const isBlank = (value: unknown) => value === undefined || value === '';

/** What zod calls the type it expected, in the words of the message (« liste attendue »). */
const EXPECTED: Record<string, string> = {
  string: 'texte attendu',
  number: 'nombre attendu',
  int: 'nombre entier attendu',
  bigint: 'nombre entier attendu',
  boolean: 'vrai ou faux attendu',
  array: 'liste attendue',
  tuple: 'liste attendue',
  object: 'objet attendu',
  record: 'objet attendu',
  map: 'objet attendu',
  date: 'date attendue',
};
const expectedText = (expected: string) => EXPECTED[expected] ?? `${expected} attendu`;

// A field left out (or blank) is « obligatoire »; a value of the wrong type or outside a closed list
// says what is wrong with it: in the schema's own words when they describe the value (« Nombre entier
// attendu »), never with « obligatoire », which the wizard's selects use for their empty choice.
const issueMessage = (issue: z.core.$ZodIssue, input: unknown): string => {
  const label = fieldLabel(issue.path);
  const sent = sentAt(input, issue.path);
  if (issue.code === 'unrecognized_keys') return `Champ inconnu : ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && sent === undefined) return `${label} : ${MESSAGES.required}`;
  const ownWords =
    !isZodLocaleMessage(issue.message) && !(issue.message === MESSAGES.required && !isBlank(sent));
  if (issue.code === 'invalid_type' && !ownWords)
    return `${label} : type invalide (${expectedText(issue.expected)})`;
  if (issue.code === 'invalid_value' && !ownWords) {
    return `${label} : valeur invalide (valeurs possibles : ${issue.values.map(String).join(', ')})`;
  }
  return `${label} : ${issue.message}`;
};

/** A 400 naming the field whose text holds a NUL character, which PostgreSQL cannot store. */
export const refuseNulCharacter = (value: unknown): void => {
  const nulAt = findNulCharacter(value);
  if (nulAt) {
    throw AppError.badRequest(`${fieldLabel(nulAt)} : ${NUL_CHARACTER_MESSAGE}`, nulAt.map(String).join('.'));
  }
};

/** Parses a value with a domain schema; a failure is a 400 naming the first wrong field in French. */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  refuseNulCharacter(value);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequestOf(result.error, value);
};

/** A failed parse of `input` as the API's 400: the first wrong field, named in French. */
export const badRequestOf = (error: z.ZodError, input: unknown): AppError => {
  const issue = error.issues[0];
  if (!issue) return AppError.badRequest(MESSAGES.invalidJson);
  return AppError.badRequest(issueMessage(issue, input), issue.path.map(String).join('.') || undefined);
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
