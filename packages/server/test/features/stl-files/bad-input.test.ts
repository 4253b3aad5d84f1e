import { afterAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import { binaryStl, type ErrorJson, insertStoredStl, stlSnapshot, upload } from './stl-test-kit';

// docs/design.md §3: bad input is a 4xx naming what is wrong in French, never a 500, and writes nothing.
// Every call is made by a caller allowed to make it on an order it may change.

const t: TestApp = await createTestApp();
const establishment = await insertEstablishment(t.db);
const { profile, token } = await signedInUser(t.db, t.config, {
  role: 'manager',
  establishmentId: establishment.id,
});
const order = await insertOrder(t.db, { establishmentId: establishment.id, createdBy: profile.id });
const { entry } = await insertStoredStl(t, order.id);
afterAll(() => t.close());

const REQUIRED = 'Ce champ est obligatoire';
const NAME = 'Nom du fichier (X-File-Name)';
const CONTENT_TYPE =
  'Type de contenu : application/octet-stream ou model/stl attendu (le fichier brut, sans formulaire)';

type Case = [
  label: string,
  send: () => Response | Promise<Response>,
  status: number,
  message: string | RegExp,
];

const file = binaryStl(3);
const uploadCases: Case[] = [
  ['no X-File-Name', () => upload(t, order.id, file, { token }), 400, `${NAME} : ${REQUIRED}`],
  [
    'a blank X-File-Name',
    () => upload(t, order.id, file, { token, headers: { 'x-file-name': '  ' } }),
    400,
    `${NAME} : ${REQUIRED}`,
  ],
  [
    'a name that is not URI-encoded',
    () => upload(t, order.id, file, { token, headers: { 'x-file-name': 'a%E0%A4%A.stl' } }),
    400,
    `${NAME} : encodage invalide (encodeURIComponent attendu)`,
  ],
  [
    'a name of 300 characters',
    () => upload(t, order.id, file, { token, name: `${'a'.repeat(296)}.stl` }),
    400,
    `${NAME} : entre 1 et 255 caractères`,
  ],
  [
    'a path as a name (only its last part counts)',
    () => upload(t, order.id, file, { token, name: '../../etc/passwd' }),
    400,
    "Le fichier passwd n'est pas un fichier STL valide",
  ],
  [
    'no Content-Type',
    () => upload(t, order.id, file, { token, name: 'a.stl', contentType: null }),
    400,
    CONTENT_TYPE,
  ],
  [
    'a JSON body',
    () =>
      upload(t, order.id, Buffer.from('{"path":"x"}'), {
        token,
        name: 'a.stl',
        contentType: 'application/json',
      }),
    400,
    CONTENT_TYPE,
  ],
  [
    'a multipart form',
    () => upload(t, order.id, file, { token, name: 'a.stl', contentType: 'multipart/form-data; boundary=x' }),
    400,
    CONTENT_TYPE,
  ],
  [
    'text/plain',
    () => upload(t, order.id, file, { token, name: 'a.stl', contentType: 'text/plain' }),
    400,
    CONTENT_TYPE,
  ],
  [
    'an order id that is not a UUID',
    () => upload(t, 'commande-42', file, { token, name: 'a.stl' }),
    400,
    'Commande : Identifiant invalide',
  ],
  [
    'an unknown order',
    () => upload(t, '00000000-0000-4000-8000-000000000000', file, { token, name: 'a.stl' }),
    404,
    'Commande introuvable.',
  ],
  [
    'a .txt file',
    () => upload(t, order.id, file, { token, name: 'notes.txt' }),
    400,
    "Le fichier notes.txt n'est pas un fichier STL valide",
  ],
  [
    'no body at all',
    () => upload(t, order.id, null, { token, name: 'a.stl' }),
    400,
    "Le fichier a.stl n'est pas un fichier STL valide",
  ],
];

const remove = (query: string) => () =>
  t.request(`/api/orders/${order.id}/stl-files${query}`, { method: 'DELETE', token });
const deleteCases: Case[] = [
  ['no path', remove(''), 400, `Fichier : ${REQUIRED}`],
  ['an empty path', remove('?path='), 400, `Fichier : ${REQUIRED}`],
  [
    'an unknown query field',
    remove(`?path=${encodeURIComponent(entry.path)}&force=1`),
    400,
    'Champ inconnu : force',
  ],
  [
    'a path of 600 characters',
    remove(`?path=${'a'.repeat(600)}`),
    400,
    'Fichier : 512 caractères au maximum',
  ],
  [
    'an order id that is not a UUID',
    () => t.request('/api/orders/42/stl-files?path=x', { method: 'DELETE', token }),
    400,
    'Commande : Identifiant invalide',
  ],
];

const sign = (body: unknown) => () =>
  t.request(`/api/orders/${order.id}/stl-files/signed-url`, { body, token });
const signCases: Case[] = [
  ['a non-JSON body', sign('{"path": '), 400, "Le corps de la requête n'est pas un JSON valide."],
  ['an empty body', sign(''), 400, "Le corps de la requête n'est pas un JSON valide."],
  ['an array', sign('[]'), 400, /^corps de la requête : /],
  ['no path', sign({}), 400, `Fichier : ${REQUIRED}`],
  ['a number as path', sign({ path: 42 }), 400, /^Fichier : /],
  ['an unknown field', sign({ path: entry.path, seconds: 3600 }), 400, 'Champ inconnu : seconds'],
  [
    'a body over 64 KB',
    sign({ path: entry.path, filler: 'x'.repeat(70 * 1024) }),
    413,
    'La requête est trop volumineuse.',
  ],
];

const ROWS = [
  ...uploadCases.map((c) => ['POST stl-files', ...c] as const),
  ...deleteCases.map((c) => ['DELETE stl-files', ...c] as const),
  ...signCases.map((c) => ['POST signed-url', ...c] as const),
];

describe('bad input to the STL file calls', () => {
  it.each(ROWS)('%s with %s → %i', async (_endpoint, _label, send, status, message) => {
    const before = await stlSnapshot(t);
    const response = await send();
    expect(response.status).toBe(status);
    const json = (await response.json()) as ErrorJson;
    if (typeof message === 'string') expect(json.error.message).toBe(message);
    else expect(json.error.message).toMatch(message);
    expect(await stlSnapshot(t)).toEqual(before);
  });
});
