// fontkit ships no types, and @types/fontkit would be a dependency for what pdf-a-fonts.ts uses of
// it: parsing a font, its layout, and whether it draws a character. pdfkit takes the parsed font as a font source
// (PDFFontFactory accepts any object with `layout`).
declare module 'fontkit' {
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type GlyphRun = { glyphs: unknown[]; positions: GlyphPosition[]; readonly advanceWidth: number };
  export type Font = {
    postscriptName: string;
    layout: (text: string, features?: unknown) => GlyphRun;
    hasGlyphForCodePoint: (codePoint: number) => boolean;
    glyphForCodePoint: (codePoint: number) => unknown;
    characterSet: number[];
  };
  export function create(buffer: Uint8Array): Font;
}
