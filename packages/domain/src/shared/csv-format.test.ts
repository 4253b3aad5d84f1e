import { describe, expect, it } from 'vitest';
import { csvAmount, csvFile, csvNumber, csvRow, csvText } from './csv-format';

describe('CSV cells for Excel in French', () => {
  it.each([
    ['Dupont', 'Dupont'],
    ['', ''],
    ['Martin; fils', '"Martin; fils"'],
    ['Le "grand" modèle', '"Le ""grand"" modèle"'],
    ['deux\nlignes', '"deux\nlignes"'],
    // Formula injection (OWASP): shown as text, never run.
    ['=HYPERLINK("http://x";"clic")', `"'=HYPERLINK(""http://x"";""clic"")"`],
    ['+33 6 12 34 56 78', `"'+33 6 12 34 56 78"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcaché', `"'\tcaché"`],
    ['Jean-Pierre', 'Jean-Pierre'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });

  it('writes amounts in cents with a decimal comma, negatives included, and nothing for none', () => {
    expect([csvAmount(123450), csvAmount(5), csvAmount(-800), csvAmount(0), csvAmount(null)]).toEqual([
      '1234,50',
      '0,05',
      '-8,00',
      '0,00',
      '',
    ]);
  });

  it('writes numbers with a decimal comma, never neutralised', () => {
    expect([csvNumber(12), csvNumber(3.5), csvNumber(-2), csvNumber(null)]).toEqual(['12', '3,5', '-2', '']);
  });

  it('joins cells with semicolons and ends a row with CRLF', () => {
    expect(csvRow(['a', '1,50', ''])).toBe('a;1,50;\r\n');
  });

  it('writes a file as its byte order mark and its rows', () => {
    expect(
      csvFile([
        ['Mois', 'Commandes'],
        ['janv.', '3'],
      ]),
    ).toBe('\uFEFFMois;Commandes\r\njanv.;3\r\n');
  });
});
