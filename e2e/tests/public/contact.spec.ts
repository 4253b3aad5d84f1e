import { uniqueEmail } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

// Serial: the second test uses up the form's limit for 127.0.0.1.
test.describe.configure({ mode: 'serial' });

test('[PUBLIC] the contact form checks its fields, sends, and the message reaches the inbox', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByText('12 rue de la Conque, 69003 Lyon')).toBeVisible();
  await expect(page.getByRole('link', { name: '04 72 00 00 00' })).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  const sender = uniqueEmail('patient-contact');
  await page.getByLabel('Nom complet').fill('Élodie Garnier');
  await page.getByLabel('Email').fill(sender);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Message').fill('Bonjour, proposez-vous des embouts pour enfants ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByText('Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue('');

  const response = await page.request.get('/api/dev/mail');
  const mails = (await response.json()) as { to: string; replyTo: string | null; text: string }[];
  const mail = mails.find((m) => m.replyTo === sender);
  expect(mail?.to).toBe('contact@conque.local');
  expect(mail?.text).toContain('proposez-vous des embouts pour enfants');
});

test('[PUBLIC] a contact message the server refuses says so', async ({ page }) => {
  // The real refusal: this address has used up the contact form's per-address limit.
  await page.goto('/contact');
  // From the page itself: the browser may reach the server over ::1, the test runner over 127.0.0.1.
  await page.evaluate(async () => {
    for (let attempt = 0; attempt < 400; attempt++) {
      const response = await fetch('/api/send-contact-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status === 429) return;
    }
  });
  await page.getByLabel('Nom complet').fill('Élodie Garnier');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Message').fill('Bonjour');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByText("Une erreur est survenue lors de l'envoi du message. Veuillez réessayer."),
  ).toBeVisible();
});
