import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, operationsSnapshot, setting } from './order-status-test-kit';

// docs/design.md §3: bad input of every kind answers 400 naming the field in French, and writes nothing.

let t: TestApp;
let token: string;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp();
  const s = await setting(t);
  token = s.preparator.token;
  orderId = (await s.order()).id;
});
afterAll(() => t.close());

const CASES: { name: string; path: () => string; body?: unknown; raw?: string; message: RegExp | string }[] =
  [
    {
      name: 'status: not JSON',
      path: () => `/api/orders/${orderId}/status`,
      raw: '{',
      message: "Le corps de la requête n'est pas un JSON valide.",
    },
    {
      name: 'status: missing',
      path: () => `/api/orders/${orderId}/status`,
      body: {},
      message: 'Statut : Veuillez choisir un statut',
    },
    {
      name: 'status: unknown',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'lost' },
      message: 'Statut : Veuillez choisir un statut',
    },
    {
      name: 'status: the shown status unknown',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'in_progress', fromStatus: 'perdue' },
      message: 'Statut affiché : statut inconnu',
    },
    {
      name: 'status: tracking with a space',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'shipped', trackingNumber: '6A 123' },
      message: 'Numéro de suivi : Le numéro de suivi ne peut contenir que des lettres et des chiffres',
    },
    {
      name: 'status: tracking too long',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'shipped', trackingNumber: 'A'.repeat(41) },
      message: 'Numéro de suivi : Le numéro de suivi ne peut pas dépasser 40 caractères',
    },
    {
      name: 'status: tracking not a string',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'shipped', trackingNumber: 42 },
      message: /^Numéro de suivi : type invalide/,
    },
    {
      name: 'status: group not a uuid',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'shipped', groupWith: 'abc' },
      message: "Grouper l'expédition avec : Identifiant invalide",
    },
    {
      name: 'status: unknown key',
      path: () => `/api/orders/${orderId}/status`,
      body: { status: 'shipped', tracking_url: 'http://x' },
      message: 'Champ inconnu : tracking_url',
    },
    {
      name: 'status: bad id in path',
      path: () => '/api/orders/123/status',
      body: { status: 'shipped' },
      message: 'Commande : Identifiant invalide',
    },
    {
      name: 'delivery: missing',
      path: () => `/api/orders/${orderId}/delivery`,
      body: {},
      message: 'Mode de livraison : Veuillez sélectionner un mode de livraison',
    },
    {
      name: 'delivery: unknown',
      path: () => `/api/orders/${orderId}/delivery`,
      body: { shippingMethod: 'drone' },
      message: 'Mode de livraison : Veuillez sélectionner un mode de livraison',
    },
    {
      name: 'delivery: bad id in path',
      path: () => '/api/orders/x/delivery',
      body: { shippingMethod: 'express' },
      message: 'Commande : Identifiant invalide',
    },
    {
      name: 'candidates: bad id in path',
      path: () => '/api/orders/x/grouping-candidates',
      message: 'Commande : Identifiant invalide',
    },
    {
      name: 'history: bad id in path',
      path: () => '/api/orders/x/history',
      message: 'Commande : Identifiant invalide',
    },
  ];

describe('bad input on the operations endpoints', () => {
  it.each(CASES)('$name → 400', async ({ path, body, raw, message }) => {
    const before = await operationsSnapshot(t);
    const response =
      raw === undefined
        ? await t.request(path(), { token, body })
        : await t.app.request(path(), {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: raw,
          });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorJson;
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await operationsSnapshot(t)).toEqual(before);
  });
});
