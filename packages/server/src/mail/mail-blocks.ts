// A mail's body, declared once as blocks and written by render-mail.ts both as the text and as the
// HTML part. Every string here is plain text, people's words included: the renderer escapes it for
// the HTML, so a template never writes markup nor escapes anything itself.

/** Words within a line: plain, in bold, the invitation's code, or worded for each part. */
export type Inline =
  | string
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  /** The HTML shows a button where the text shows the address: « cliquez » against « ouvrez ce lien ». */
  | { kind: 'per-part'; text: string; html: string };

/** One line of the text; in the HTML, the paragraph's lines are parted by <br> (a space if flowing). */
export type Line = Inline | readonly Inline[];

/**
 * How the text part, which has no buttons, shows a button's or link's address: alone on its line
 * (the sentence before it asks for it), or after its own words, on their line or the next.
 */
export type AddressInText = { lead?: string; sameLine?: boolean };

export type FooterLink = { href: string; label: string; labelInText: string };

export type MailBlock =
  | { kind: 'paragraph'; lines: readonly Line[]; flowing?: boolean; muted?: boolean }
  | { kind: 'button'; href: string; label: string; inText: AddressInText }
  | { kind: 'link'; href: string; label: string; inText: AddressInText }
  /** « Ou copiez ce lien » under a button: HTML only, the text already shows the address. */
  | { kind: 'link-fallback'; href: string }
  | { kind: 'list'; items: readonly string[]; numbered: boolean }
  | { kind: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'quote'; title: string; body: string }
  | { kind: 'footer'; lines: readonly string[]; links: readonly FooterLink[] };

/**
 * The blocks the text part shows together, one line after another; a blank line parts sections. In
 * the HTML each block is its own element. A falsy section is left out (a branch not taken).
 */
export type MailSection = MailBlock | readonly MailBlock[] | false | null | undefined;

export const strong = (text: string): Inline => ({ kind: 'strong', text });
export const code = (text: string): Inline => ({ kind: 'code', text });
export const perPart = (words: { text: string; html: string }): Inline => ({ kind: 'per-part', ...words });

export const paragraph = (...lines: Line[]): MailBlock => ({ kind: 'paragraph', lines });
/** Sentences on their own lines in the text, one running paragraph in the HTML. */
export const flowingParagraph = (...lines: Line[]): MailBlock => ({
  kind: 'paragraph',
  lines,
  flowing: true,
});
export const mutedParagraph = (...lines: Line[]): MailBlock => ({ kind: 'paragraph', lines, muted: true });

export const button = (href: string, label: string, inText: AddressInText = {}): MailBlock => ({
  kind: 'button',
  href,
  label,
  inText,
});
export const link = (href: string, label: string, inText: AddressInText = {}): MailBlock => ({
  kind: 'link',
  href,
  label,
  inText,
});
export const linkFallback = (href: string): MailBlock => ({ kind: 'link-fallback', href });

export const list = (items: readonly string[]): MailBlock => ({ kind: 'list', items, numbered: false });
export const numberedList = (items: readonly string[]): MailBlock => ({
  kind: 'list',
  items,
  numbered: true,
});
export const fields = (rows: readonly (readonly [string, string])[]): MailBlock => ({ kind: 'fields', rows });
/** People's own words, kept as they wrote them, line breaks included. */
export const quote = (title: string, body: string): MailBlock => ({ kind: 'quote', title, body });
/** The small print under a rule: why the mail came, and the links to stop it. */
export const mailFooter = (lines: readonly string[], links: readonly FooterLink[]): MailBlock => ({
  kind: 'footer',
  lines,
  links,
});
