import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font, type GlyphPosition, type GlyphRun } from 'fontkit';

// PDF/A forbids fonts that are not embedded, so invoices cannot use pdfkit's standard Helvetica (which
// it only names). Liberation Sans (SIL OFL 1.1, fonts/LICENSE) is metric-compatible with
// Helvetica, so the invoice keeps its layout, and covers Latin (accents, €, –, the no-break space),
// Latin Extended, Greek and Cyrillic; pdfkit embeds only the glyphs a document uses (a few KB).
// @fontsource's WOFF files were tried first: fontkit 2.0.4 fails on their no-break space.
//
// The fonts are parsed once per process and shared by every document: a font's first layout reads
// its OpenType tables (about 45 ms each, measured), which per document made an invoice 130 ms of CPU
// instead of 12 with the standard fonts. Each document keeps its own subset. pdfkit also lays out
// every word again in each document (its cache lives with the document): the words' layouts are
// kept here too, up to MAX_RUNS, and handed out as copies, since pdfkit scales a run's positions in
// place.

// Beside this module in the sources (src/pdf/fonts), beside the bundle in the build (dist/fonts,
// copied by scripts/build.mjs), as db/client.ts finds its migrations. Read when the server starts, so
// that a build without them fails at once (the production smoke test starts it), not at the first
// invoice of the month.
const FONTS_DIR = join(import.meta.dirname, 'fonts');
const FILES = {
  regular: readFileSync(join(FONTS_DIR, 'LiberationSans-Regular.ttf')),
  bold: readFileSync(join(FONTS_DIR, 'LiberationSans-Bold.ttf')),
};

/** The names every document draws with; registered on each by createA4Document (a4-document.ts). */
export const PDF_A_FONT = { regular: 'LiberationSans', bold: 'LiberationSans-Bold' } as const;

const MAX_RUNS = 20_000;

/** The font, its layouts remembered across documents; everything else read through to fontkit's. */
const withSharedLayouts = (font: Font): Font => {
  const runs = new Map<string, { glyphs: unknown[]; positions: GlyphPosition[] }>();
  const shared: Font = Object.create(font);
  shared.layout = (text: string, features?: unknown): GlyphRun => {
    if (features !== undefined) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) {
      const fresh = font.layout(text);
      run = { glyphs: fresh.glyphs, positions: fresh.positions.map((position) => ({ ...position })) };
      if (runs.size >= MAX_RUNS) runs.clear();
      runs.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return shared;
};

let fonts: { regular: Font; bold: Font } | undefined;

/**
 * fontkit keeps one glyph object per glyph, made with the characters it was first asked for. A
 * subset that embeds « É » asks for « E », its component, with none: « E » then had no character
 * for the rest of the process, and every later « E » was missing from the PDFs' text (ToUnicode),
 * for pdftotext, a search or a screen reader. Each glyph is asked for by its own character first,
 * lowest code point first (« E » before the Greek capital that may share it).
 */
const withCharacters = (font: Font): Font => {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
  return font;
};

export const pdfAFonts = (): { regular: Font; bold: Font } => {
  fonts ??= {
    regular: withSharedLayouts(withCharacters(create(FILES.regular))),
    bold: withSharedLayouts(withCharacters(create(FILES.bold))),
  };
  return fonts;
};

/**
 * The first character of `text` the documents' font cannot draw (an emoji, a symbol it lacks), which
 * a PDF would print as an empty box; undefined when every one prints. Line breaks and tabs are text.
 */
export const firstUnprintable = (text: string): string | undefined => {
  const { regular } = pdfAFonts();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x09) continue;
    if (!regular.hasGlyphForCodePoint(codePoint)) return character;
  }
  return undefined;
};
