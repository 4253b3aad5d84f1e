import { inflateSync } from 'node:zlib';

// Test-only: reads back what the server's PDFs carry, following the references a PDF reader
// follows (trailer → catalogue → names → embedded files → file specification → stream), so a test
// proves a reader would find the file, not only that its bytes are somewhere. Enough for pdfkit's
// output (classic cross-reference table, no object streams), which is all the server writes.

type PdfObject = { dict: string; stream?: Buffer };

export type EmbeddedFile = {
  name: string;
  /** The file specification's /AFRelationship, e.g. "Alternative". */
  relationship: string | undefined;
  /** The embedded stream's /Subtype (the MIME type, #2F for /). */
  subtype: string | undefined;
  /** Whether the catalogue's /AF array lists the file specification (PDF/A-3's associated files). */
  associated: boolean;
  content: Buffer;
};

const objectsOf = (pdf: Buffer): Map<number, PdfObject> => {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = (match.index ?? 0) + match[0].indexOf(body) + streamAt + 'stream\n'.length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = pdf.subarray(start, start + length);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? inflateSync(raw) : Buffer.from(raw),
    });
  }
  return objects;
};

const ref = (dict: string, key: string): number | undefined => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

const get = (objects: Map<number, PdfObject>, id: number | undefined): PdfObject => {
  const object = id === undefined ? undefined : objects.get(id);
  if (!object) throw new Error(`PDF object ${id} not found`);
  return object;
};

/** The document's catalogue and its XMP metadata (uncompressed, as PDF/A asks). */
export const pdfCatalogOf = (pdf: Buffer) => {
  const objects = objectsOf(pdf);
  const trailer = pdf.toString('latin1').slice(pdf.lastIndexOf('trailer'));
  const catalog = get(objects, ref(trailer, 'Root'));
  const metadata = get(objects, ref(catalog.dict, 'Metadata'));
  return { objects, catalog, xmp: metadata.stream?.toString('utf8') ?? '', metadataDict: metadata.dict };
};

/** Every file the catalogue's EmbeddedFiles name tree lists. */
export const embeddedFilesOf = (pdf: Buffer): EmbeddedFile[] => {
  const { objects, catalog } = pdfCatalogOf(pdf);
  const names = get(objects, ref(catalog.dict, 'Names'));
  // The name tree is a dictionary of its own or, as pdfkit writes it, inline in /Names.
  const treeId = ref(names.dict, 'EmbeddedFiles');
  const tree =
    treeId === undefined
      ? (/\/EmbeddedFiles\s*<<([\s\S]*?)>>/.exec(names.dict)?.[1] ?? '')
      : get(objects, treeId).dict;
  const associated = /\/AF \[([^\]]*)\]/.exec(catalog.dict)?.[1] ?? '';
  return [...tree.matchAll(/\(([^)]*)\) (\d+) 0 R/g)].map((entry) => {
    const specId = Number(entry[2]);
    const spec = get(objects, specId);
    const fileId = /\/EF\s*<<\s*\/F (\d+) 0 R/.exec(spec.dict)?.[1];
    const file = get(objects, fileId === undefined ? undefined : Number(fileId));
    return {
      name: entry[1] ?? '',
      relationship: /\/AFRelationship \/(\w+)/.exec(spec.dict)?.[1],
      subtype: /\/Subtype \/([^\s/>]+)/.exec(file.dict)?.[1],
      associated: new RegExp(`\\b${specId} 0 R`).test(associated),
      content: file.stream ?? Buffer.alloc(0),
    };
  });
};

/** A ToUnicode CMap as pdfkit writes it (bfrange lines with arrays): code → text. */
const cmapOf = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = Number.parseInt(range[1] ?? '0', 16);
    [...(range[3] ?? '').matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((entry, i) => {
      map.set(start + i, hexText((entry[1] ?? '').replace(/ /g, '')));
    });
  }
  for (const range of cmap.matchAll(/^<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>$/gm)) {
    const [start, end, first] = [range[1], range[2], range[3]].map((hex) => Number.parseInt(hex ?? '0', 16));
    for (let code = start ?? 0; code <= (end ?? -1); code += 1)
      map.set(code, String.fromCharCode((first ?? 0) + code - (start ?? 0)));
  }
  return map;
};

/**
 * The text a PDF draws, one line per TJ, in drawing order: embedded fonts' glyph codes read through
 * their ToUnicode CMaps (so it is the text a reader would copy), standard fonts' bytes as Latin-1.
 * For uncompressed or compressed content streams alike.
 */
export const pdfUnicodeTextOf = (pdf: Buffer): string => {
  const objects = objectsOf(pdf);
  const cmaps = new Map<string, Map<number, string> | null>();
  for (const object of objects.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(object.dict)?.[1];
    if (!fontDict) continue;
    for (const [, name, id] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = ref(get(objects, Number(id)).dict, 'ToUnicode');
      cmaps.set(
        name ?? '',
        toUnicode === undefined ? null : cmapOf(get(objects, toUnicode).stream?.toString('latin1') ?? ''),
      );
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1') ?? '';
    if (!content.includes(' Tf')) continue;
    let cmap: Map<number, string> | null = null;
    for (const token of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (token[1] !== undefined) {
        cmap = cmaps.get(token[1]) ?? null;
        continue;
      }
      const strings = [...(token[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '');
      lines.push(
        strings
          .map((hex) =>
            cmap
              ? (hex.match(/[0-9a-fA-F]{4}/g) ?? [])
                  .map((code) => cmap?.get(Number.parseInt(code, 16)) ?? '\ufffd')
                  .join('')
              : Buffer.from(hex, 'hex').toString('latin1'),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
};
