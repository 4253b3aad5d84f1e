import { afterAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { commentsSnapshot, type ErrorJson } from './comments-test-kit';

// docs/design.md §3: bad input is a 4xx naming the field in French, never a 500, never a partial row. The
// callers are allowed to make these calls, so only the input can be the reason.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const establishment = await insertEstablishment(t.db);
const { token, user } = await signedInUser(t.db, t.config, {
  role: 'user',
  establishmentId: establishment.id,
});
const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
const order = await insertRegisteredOrder(t.db, { establishmentId: establishment.id, createdBy: user.id });

const REQUIRED = 'Commentaire : Ce champ est obligatoire';
const INVALID_JSON = "Le corps de la requête n'est pas un JSON valide.";

type Case = [label: string, body: unknown, status: number, message: string | RegExp];

const CASES: Case[] = [
  ['a missing content', {}, 400, REQUIRED],
  ['an empty content', { content: '' }, 400, REQUIRED],
  ['a content of spaces and new lines', { content: '  \n\t ' }, 400, REQUIRED],
  ['a content that is not text', { content: 42 }, 400, /^Commentaire : type invalide/],
  ['a null content', { content: null }, 400, /^Commentaire : type invalide/],
  [
    'a content over 5000 characters',
    { content: 'x'.repeat(5001) },
    400,
    'Commentaire : 5000 caractères au maximum',
  ],
  ['an unknown field', { content: 'Bonjour', created_by: user.id }, 400, 'Champ inconnu : created_by'],
  [
    'an author snapshot',
    { content: 'Bonjour', profile: { role: 'preparator' } },
    400,
    'Champ inconnu : profile',
  ],
  ['an array', '[]', 400, /^corps de la requête : /],
  ['null', 'null', 400, /^corps de la requête : /],
  ['a body that is not JSON', '{"content": ', 400, INVALID_JSON],
  ['an empty body', '', 400, INVALID_JSON],
  ['an oversized body', { content: 'x'.repeat(70 * 1024) }, 413, 'La requête est trop volumineuse.'],
];

const expectRefused = async (response: Response, status: number, message: string | RegExp) => {
  expect(response.status).toBe(status);
  const { error } = (await response.json()) as ErrorJson;
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
};

describe('POST /api/orders/:id/comments with bad input', () => {
  it.each(CASES)('refuses %s and writes nothing', async (_, body, status, message) => {
    const before = await commentsSnapshot(t);
    const response = await t.request(`/api/orders/${order.id}/comments`, { body, token });
    await expectRefused(response, status, message);
    expect(await commentsSnapshot(t)).toEqual(before);
  });

  it('accepts exactly 5000 characters once trimmed', async () => {
    const content = `  ${'é'.repeat(5000)}  `;
    const response = await t.request(`/api/orders/${order.id}/comments`, { body: { content }, token });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { content: string }).content).toBe('é'.repeat(5000));
  });
});

describe('malformed order ids in paths', () => {
  it.each([
    ['GET', '/api/orders/pas-un-uuid/comments', token],
    ['POST', '/api/orders/pas-un-uuid/comments', token],
    ['DELETE', '/api/orders/pas-un-uuid/comment-notifications', preparator.token],
    ['GET', "/api/orders/1'%20or%201=1/comments", token],
  ])('%s %s answers 400 "Commande : Identifiant invalide" and writes nothing', async (method, path, who) => {
    const before = await commentsSnapshot(t);
    const body = method === 'POST' ? { content: 'Bonjour' } : undefined;
    const response = await t.request(path, { method, body, token: who });
    await expectRefused(response, 400, 'Commande : Identifiant invalide');
    expect(await commentsSnapshot(t)).toEqual(before);
  });

  it('answers 404 for a well-formed id that matches no order', async () => {
    const response = await t.request('/api/orders/00000000-0000-4000-8000-000000000000/comments', {
      body: { content: 'Bonjour' },
      token,
    });
    await expectRefused(response, 404, 'Commande introuvable.');
  });
});
