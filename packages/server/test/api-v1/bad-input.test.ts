import SwaggerParser from '@apidevtools/swagger-parser';
import { fieldLabel } from '@conque/domain/labels/field-labels';
import type { ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import { NUL_CHARACTER_MESSAGE } from '@conque/domain/shared/forbidden-characters';
import { MESSAGES } from '@conque/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setting } from '../features/order-status/order-status-test-kit';
import { createTestApp, type TestApp } from '../support/test-app';
import { apiKeyOf, callApi } from './public-api-test-kit';

// A value of the wrong kind sent to /api/v1 is named for what is wrong with it, never « obligatoire »
// (the field was sent): every field of every operation the OpenAPI document lists gets one, so a route
// added later is checked without a line here. The screens' routes answer through the same builder
// (http/parse-input.ts).

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
type Operation = {
  security: { apiKey: ApiKeyScope[] }[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** The kind a field is checked as: its first non-null type, `enum` for a closed list. */
const kindOf = (schema: Schema): string => {
  if (schema.enum) return 'enum';
  const type = [schema.type ?? []].flat().find((one) => one !== 'null');
  if (type) return type;
  const first = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((one) => kindOf(one) !== 'null');
  return first ? kindOf(first) : 'unknown';
};

// A query string carries text only: a wrong value is text the field cannot read.
const WRONG_IN_QUERY: Record<string, string> = { integer: 'abc', number: 'abc', string: '!!!', enum: '!!!' };
const WRONG_IN_BODY: Record<string, unknown> = {
  string: 42,
  enum: 42,
  integer: 'abc',
  number: 'abc',
  boolean: 'oui',
  array: 'gauche',
  object: 'gauche',
};

// What a body needs besides the field under test, so that this field is the first one wrong.
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'post /orders/{id}/validate': { expectedTotalTTC: 1000, expectedShipOn: '2030-01-02' },
  'post /orders/{id}/status': { status: 'in_progress' },
  'post /orders/{id}/impression-requests': { ears: ['left'], reason: 'incomplete', comment: 'x' },
  'post /webhook-endpoints': { url: 'https://example.com/hook', events: ['order.validated'] },
  'post /orders/{id}/production-step': { from_step: 'modelisation' },
  'post /orders/{id}/quality-control': { from_step: 'controle_qualite', results: { tube: true } },
};

const ANY_ID = '7b0c9f4e-2a61-4b5e-9d0f-3c1e8a7b6d54';

let t: TestApp;
let document: Document;
const keys = new Map<ApiKeyScope, string>();
beforeAll(async () => {
  t = await createTestApp();
  const { manager, preparator } = await setting(t);
  for (const scope of [
    'orders:read',
    'files:read',
    'orders:write',
    'invoices:read',
    'webhooks:manage',
  ] as const) {
    keys.set(scope, await apiKeyOf(t, manager.token, `Clé ${scope}`, [scope]));
  }
  keys.set('statuses:write', await apiKeyOf(t, preparator.token, 'Clé statuts', ['statuses:write']));
  const response = await t.request('/api/v1/openapi.json');
  document = (await SwaggerParser.dereference((await response.json()) as never)) as unknown as Document;
});
afterAll(() => t.close());

type Case = { operation: string; field: string; kind: string; call: () => ReturnType<typeof callApi> };

const casesOf = (): Case[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const name = `${method} ${path}`;
      const key = keys.get(operation.security[0]?.apiKey[0] as ApiKeyScope) ?? '';
      const parameters = operation.parameters ?? [];
      const pathWith = (wrong: Parameter | undefined) =>
        parameters
          .filter((parameter) => parameter.in === 'path')
          .reduce(
            (at, parameter) => at.replace(`{${parameter.name}}`, parameter === wrong ? 'abc' : ANY_ID),
            path,
          );
      const fromParameters = parameters.map((parameter) => {
        const kind = kindOf(parameter.schema);
        const query = parameter.in === 'query' ? `?${parameter.name}=${WRONG_IN_QUERY[kind] ?? '!!!'}` : '';
        const base = VALID_BODIES[name] ?? {};
        return {
          operation: name,
          field: parameter.name,
          kind,
          call: () =>
            callApi(
              t,
              key,
              method.toUpperCase(),
              `${pathWith(parameter)}${query}`,
              method === 'get' ? undefined : base,
            ),
        };
      });
      const body = operation.requestBody?.content['application/json']?.schema;
      const fromBody = Object.entries(body?.properties ?? {}).map(([field, schema]) => {
        const kind = kindOf(schema);
        return {
          operation: name,
          field,
          kind,
          call: () =>
            callApi(t, key, method.toUpperCase(), pathWith(undefined), {
              ...VALID_BODIES[name],
              [field]: WRONG_IN_BODY[kind] ?? Symbol.for('unknown kind'),
            }),
        };
      });
      return [...fromParameters, ...fromBody];
    }),
  );

describe('/api/v1 names what is wrong with a value sent', () => {
  it('says the schema’s own words for a wrong number of a page, and the type for a number as a name', async () => {
    const key = keys.get('orders:read') ?? '';
    expect((await callApi(t, key, 'GET', '/orders?limit=abc')).json).toEqual({
      error: { code: 'bad_request', message: 'Nombre par page : Nombre entier attendu', field: 'limit' },
    });
    const write = keys.get('orders:write') ?? '';
    expect((await callApi(t, write, 'POST', '/orders', { patient_first_name: 42 })).json).toEqual({
      error: {
        code: 'bad_request',
        message: 'Prénom du patient : type invalide (texte attendu)',
        field: 'patient_first_name',
      },
    });
    // Left out, it is still « obligatoire ».
    const { expectedTotalTTC: _left, ...withoutTotal } = VALID_BODIES['post /orders/{id}/validate'] ?? {};
    expect((await callApi(t, write, 'POST', `/orders/${ANY_ID}/validate`, withoutTotal)).json).toMatchObject({
      error: {
        message: `${fieldLabel(['expectedTotalTTC'])} : ${MESSAGES.required}`,
        field: 'expectedTotalTTC',
      },
    });
  });

  it('refuses a NUL character in a body, naming the field', async () => {
    const write = keys.get('orders:write') ?? '';
    expect((await callApi(t, write, 'POST', '/orders', { comment: 'a\u0000b' })).json).toEqual({
      error: { code: 'bad_request', message: `Commentaire : ${NUL_CHARACTER_MESSAGE}`, field: 'comment' },
    });
  });

  it('answers every field of every operation, of every kind, with a 400 naming it and not « obligatoire »', async () => {
    const cases = casesOf();
    const kinds = new Set(cases.map((one) => one.kind));
    for (const kind of ['string', 'integer', 'enum', 'array', 'object']) expect(kinds).toContain(kind);
    // The dates and identifiers are strings of a format: a date and a uuid must be among them.
    expect(cases.map((one) => one.field)).toEqual(
      expect.arrayContaining(['id', 'updated_since', 'expectedShipOn']),
    );
    const answers = [];
    for (const one of cases) {
      const { status, json } = await one.call();
      const error = (json as { error?: { message: string; field?: string } }).error;
      answers.push({ case: `${one.operation} ${one.field} (${one.kind})`, status, ...error });
    }
    const wrong = answers.filter(
      (answer) =>
        answer.status !== 400 ||
        answer.message?.includes(MESSAGES.required) ||
        !answer.message?.startsWith(`${fieldLabel([answer.field ?? ''])} : `) ||
        !answer.case.includes(` ${answer.field} (`),
    );
    expect(wrong).toEqual([]);
    expect(answers.length).toBeGreaterThan(25);
  });
});
