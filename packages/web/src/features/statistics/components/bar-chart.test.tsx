import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';

// The chart's CSV download is written by the one CSV writer: a clinic names itself at sign-up, and
// « etablissements.csv » puts that name in the lab's spreadsheet, where a formula must never run.
const downloaded = async (rows: { label: string; values: Record<string, number> }[]) => {
  const blobs: Blob[] = [];
  spies.push(
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined),
  );
  render(
    <BarChart
      title="Les dix établissements les plus actifs"
      summary="Commandes validées sur la période, par établissement."
      firstColumn="Établissement"
      fileName="etablissements.csv"
      format={String}
      series={[{ key: 'orders', label: 'Commandes', color: '#0ea5e9' }]}
      rows={rows}
    />,
  );
  await userEvent.click(
    screen.getByRole('button', {
      name: 'Télécharger les données de « Les dix établissements les plus actifs » en CSV',
    }),
  );
  expect(blobs).toHaveLength(1);
  // The byte order mark is kept: Excel needs it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]?.arrayBuffer());
};

const spies: { mockRestore: () => void }[] = [];
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe('BarChart’s CSV download', () => {
  it('writes an establishment named as a formula as text, never as a formula', async () => {
    const text = await downloaded([
      { label: '=HYPERLINK("http://x";"clic")', values: { orders: 12 } },
      { label: 'Audition; Démo', values: { orders: 3.5 } },
    ]);
    expect(text).toBe(
      '\uFEFFÉtablissement;Commandes\r\n' +
        `"'=HYPERLINK(""http://x"";""clic"")";12\r\n` +
        '"Audition; Démo";3,5\r\n',
    );
  });
});
