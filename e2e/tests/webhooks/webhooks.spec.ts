import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder } from '../../fixtures/orders';
import { expect, test } from '../../fixtures/test';

// A manager adds an endpoint, copies its secret (shown once), an order event of its
// establishment reaches a real receiver on the loopback, signed; the log shows it with its code, and
// « Renvoyer » sends it again. The server of the e2e run allows http to the loopback (test-only).

type Received = { headers: Record<string, string>; body: string };

const startReceiver = async () => {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end('bien reçu');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/conque`, received, close: () => server.close() };
};

test('[WEBHOOKS] a manager adds an endpoint, an order event arrives signed, the log shows it and « Renvoyer » sends it again', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signInAs(page, DEMO.manager);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard/webhooks');
    await page.getByLabel('Adresse (URL)').fill(receiver.url);
    await page.getByLabel('Description').fill('Logiciel du cabinet');
    await page.getByRole('checkbox', { name: 'Commande validée' }).click();
    await expect(page.getByRole('checkbox', { name: 'Statut modifié' })).toBeChecked();
    await page.getByRole('button', { name: "Ajouter le point d'accès" }).click();

    const dialog = page.getByRole('dialog', { name: 'Secret de signature' });
    const secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.screenshot({ path: 'test-results/webhooks-secret-375.png' });
    await dialog.getByRole('button', { name: "J'ai copié le secret" }).click();
    await page.reload();
    const card = page.getByRole('region', { name: receiver.url });
    await expect(card).toContainText('Statut modifié');
    await expect(page.locator('body')).not.toContainText('whsec_');

    // The lab starts the order: the establishment's endpoint hears its status change.
    const clinic = await apiSessionOf(page.request, DEMO.user);
    const orderId = await createOrder(clinic, { firstName: 'Inès', lastName: uniqueName('Webhook') });
    const lab = await apiSessionOf(page.request, DEMO.preparator);
    await changeStatusThroughApi(lab, orderId, { status: 'in_progress' });
    const ours = () => receiver.received.filter((entry) => entry.body.includes(orderId));
    await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(1);
    const [first] = ours();
    if (!first) throw new Error('nothing received');
    expect(new Webhook(secret).verify(first.body, first.headers)).toMatchObject({
      type: 'order.status_changed',
      data: { orderId, status: 'in_progress', previousStatus: 'registered' },
    });
    expect(first.body).not.toContain('Inès');

    await card.getByRole('button', { name: 'Journal des envois' }).click();
    const log = card.getByRole('list', { name: 'Journal des envois' });
    await expect(log.getByRole('listitem').first()).toContainText('200');
    await expect(log.getByRole('listitem').first()).toContainText('Statut modifié');
    await expect(log).toContainText('bien reçu');
    await page.screenshot({ path: 'test-results/webhooks-log-375.png', fullPage: true });
    await log.getByRole('button', { name: 'Renvoyer' }).first().click();
    await expect(page.getByText('Envoi programmé')).toBeVisible();
    await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(2);
    expect(ours()[1]?.headers['webhook-id']).toBe(first.headers['webhook-id']);
    await expect(log.getByRole('listitem')).toHaveCount(2);

    // Deleted after a confirmation, so that no later test's events go to a closed receiver.
    await card.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(card).toHaveCount(0);
  } finally {
    receiver.close();
  }
});
