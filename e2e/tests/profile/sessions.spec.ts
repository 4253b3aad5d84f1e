import { DEMO, signInAs } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

// The profile lists where the person is signed in; ending a device signs it out.
// The phone is told apart by its User-Agent: the other tests sign in from headless Chrome on Linux.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('[PROFILE] a person sees their devices and signs a lost phone out from the profile page', async ({
  page,
  browser,
}) => {
  const phoneContext = await browser.newContext({ userAgent: IPHONE, viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, DEMO.viewer);
  await phone.goto('/dashboard/profile');
  await expect(phone.getByRole('heading', { name: 'Appareils connectés' })).toBeVisible();
  await expect(
    phone
      .getByRole('list', { name: 'Appareils connectés' })
      .getByRole('listitem')
      .filter({ has: phone.getByText('Cet appareil', { exact: true }) }),
  ).toContainText('Safari sur iPhone');

  await signInAs(page, DEMO.viewer);
  await page.goto('/dashboard/profile');
  const devices = page.getByRole('list', { name: 'Appareils connectés' });
  await expect(
    devices.getByRole('listitem').filter({ has: page.getByText('Cet appareil', { exact: true }) }),
  ).toContainText('Chrome sur Linux');
  await page
    .getByRole('button', { name: 'Se déconnecter de cet appareil : Safari sur iPhone' })
    .first()
    .click();
  await expect(page.getByText('Appareil déconnecté')).toBeVisible();
  await expect(devices).not.toContainText('Safari sur iPhone');

  // The phone's next request is refused: it lands on the sign-in page, told why.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login\?message=session-ended/);
  await expect(phone.getByText('Votre session a pris fin. Reconnectez-vous pour continuer.')).toBeVisible();
  await phoneContext.close();
});
