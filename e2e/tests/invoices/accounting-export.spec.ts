import { readFile } from 'node:fs/promises';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

// The preparator downloads the month's sales entries for the accountant, as a FEC
// file, and every entry in it is balanced.

test('[INVOICES] the preparator exports the month’s sales entries as a FEC file, each entry balanced', async ({
  page,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator/invoices');
  await page.getByRole('button', { name: 'Export comptable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export comptable' });
  // This month: the seeded invoices were issued now.
  await expect(dialog.getByLabel('Période')).toHaveValue(/^\d{4}-\d{2}$/);
  await expect(dialog.getByRole('radio', { name: 'Fichier des écritures comptables (FEC)' })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{9}FEC\d{8}\.txt$/);
  await expect(dialog).toBeHidden();
  const [header, ...records] = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(header?.split('\t')).toHaveLength(18);
  expect(records.length).toBeGreaterThan(0);
  const balance = new Map<string, number>();
  const pieces = new Map<string, Set<string>>();
  const cents = (amount = '') => Math.round(Number(amount.replace(',', '.') || '0') * 100);
  for (const fields of records.map((record) => record.split('\t'))) {
    const entry = fields[2] ?? '';
    balance.set(entry, (balance.get(entry) ?? 0) + cents(fields[11]) - cents(fields[12]));
    pieces.set(entry, (pieces.get(entry) ?? new Set()).add(fields[8] ?? ''));
  }
  expect([...balance.values()].every((difference) => difference === 0)).toBe(true);
  // Decision 137: one continuous sequence of entries (the year's, continued by the month), each
  // entry one document.
  const numbers = [...balance.keys()].map(Number);
  expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
  expect(numbers[0]).toBeGreaterThanOrEqual(1);
  expect([...pieces.values()].every((refs) => refs.size === 1)).toBe(true);
});
