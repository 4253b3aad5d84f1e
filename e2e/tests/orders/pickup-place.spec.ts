import { randomBytes } from 'node:crypto';
import type { OrganisationView } from '../../../packages/domain/src/organisation/api-types';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { apiSessionOf, createOrder } from '../../fixtures/orders';
import { expect, test } from '../../fixtures/test';

// The pickup place on screen is the organisation the server configures, the one its order
// form prints (ORG_NAME, ORG_ADDRESS), not a copy kept in the web app.

test('[ORDERS] a pickup order shows where to collect it, as the server configures it', async ({ page }) => {
  const organisation = (await (await page.request.get('/api/organisation')).json()) as OrganisationView;
  // The end-to-end server runs with the default configuration.
  expect(organisation.address).toBe('12 rue de la Conque, 69003 Lyon');

  const manager = await apiSessionOf(page.request, DEMO.manager);
  const lastName = `Retrait${randomBytes(3).toString('hex')}`;
  const id = await createOrder(manager, { firstName: 'Lucie', lastName, shippingMethod: 'pickup' });

  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${id}`);
  const delivery = page.getByRole('region', { name: 'Livraison', exact: true });
  await expect(delivery).toContainText('Retrait sur place');
  await expect(delivery).toContainText(`Lieu de retrait :${organisation.name}, ${organisation.address}`);
  await expect(page.getByRole('banner').getByRole('link', { name: /Assistance/ })).toHaveAttribute(
    'href',
    `tel:${organisation.help_phone.replace(/\s/g, '')}`,
  );
});
