import { escapeHtml } from './escape-html';
import type { AddressInText, Inline, Line, MailBlock, MailSection } from './mail-blocks';

// The one writer of a mail's two parts (mail-blocks.ts). The HTML escapes every string here and
// nowhere else. Its markup and inline styles are those the templates wrote by hand until now: the
// golden files (golden-mails.test.ts) keep the text byte for byte and the HTML but for line breaks
// between elements, which now always part two blocks and nothing else.

/** The page around the blocks: the mails people receive, or the organisation's own inbox (the contact form). */
const PAGE_OPEN = {
  person: `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">`,
  inbox: `<!doctype html>
<html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">`,
} as const;
const PAGE_CLOSE = '</body></html>';

export type MailLook = keyof typeof PAGE_OPEN;

const BUTTON_STYLE =
  'display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px';
const SMALL_PRINT_COLOR = '#6b7280';

// Array.isArray does not narrow a readonly array out of a union; this guard does.
const isList = <T>(value: T | readonly T[]): value is readonly T[] => Array.isArray(value);

const inlinesOf = (line: Line): readonly Inline[] => (isList(line) ? line : [line]);

const inlineText = (inline: Inline) => (typeof inline === 'string' ? inline : inline.text);

const inlineHtml = (inline: Inline): string => {
  if (typeof inline === 'string') return escapeHtml(inline);
  switch (inline.kind) {
    case 'strong':
      return `<strong>${escapeHtml(inline.text)}</strong>`;
    case 'code':
      return `<strong style="font-family: monospace; font-size: 16px">${escapeHtml(inline.text)}</strong>`;
    case 'per-part':
      return escapeHtml(inline.html);
  }
};

const anchor = (href: string, label: string, style?: string) =>
  `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;

const addressText = (href: string, { lead, sameLine }: AddressInText): string[] => {
  if (!lead) return [href];
  return sameLine ? [`${lead} ${href}`] : [lead, href];
};

const blockText = (block: MailBlock): string[] => {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.map((line) => inlinesOf(line).map(inlineText).join(''));
    case 'button':
    case 'link':
      return addressText(block.href, block.inText);
    case 'link-fallback':
      return [];
    case 'list':
      return block.items.map((item, index) => (block.numbered ? `${index + 1}. ${item}` : `- ${item}`));
    case 'fields':
      return block.rows.map(([label, value]) => `${label} : ${value}`);
    case 'quote':
      return [block.title, block.body];
    case 'footer':
      return ['--', ...block.lines, ...block.links.map((to) => `${to.labelInText} : ${to.href}`)];
  }
};

const blockHtml = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph': {
      const lines = block.lines.map((line) => inlinesOf(line).map(inlineHtml).join(''));
      return `<p${block.muted ? ' style="color:#555"' : ''}>${lines.join(block.flowing ? ' ' : '<br>')}</p>`;
    }
    case 'button':
      return `<p>${anchor(block.href, block.label, BUTTON_STYLE)}</p>`;
    case 'link':
      return `<p>${anchor(block.href, block.label)}</p>`;
    case 'link-fallback':
      return `<p>Ou copiez ce lien dans votre navigateur :<br>${anchor(block.href, block.href)}</p>`;
    case 'list': {
      if (block.items.length === 0) return '';
      const tag = block.numbered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'fields': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse">${rows.join('')}</table>`;
    }
    case 'quote':
      return `<p style="margin-bottom:4px"><strong>${escapeHtml(block.title)}</strong></p>
<div style="white-space:pre-wrap;border-left:3px solid #0f766e;padding:4px 12px">${escapeHtml(block.body)}</div>`;
    case 'footer': {
      const links = block.links.map((to) => anchor(to.href, to.label, `color: ${SMALL_PRINT_COLOR}`));
      const lines = [...block.lines.map(escapeHtml), ...(links.length > 0 ? [links.join(' · ')] : [])];
      return `<hr style="border: 0; border-top: 1px solid #e5e7eb; margin: 24px 0 12px">
<p style="font-size: 12px; color: ${SMALL_PRINT_COLOR}">${lines.join('<br>')}</p>`;
    }
  }
};

const blocksOf = (section: MailSection): readonly MailBlock[] => {
  if (!section) return [];
  return isList(section) ? section : [section];
};

/** The text part (sections parted by a blank line) and the HTML part (one element per block). */
export const renderMail = (
  sections: readonly MailSection[],
  look: MailLook = 'person',
): { text: string; html: string } => {
  const kept = sections.map(blocksOf).filter((blocks) => blocks.length > 0);
  const text = kept
    .map((blocks) => blocks.flatMap(blockText))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
  const elements = kept.flat().map(blockHtml);
  const html = [PAGE_OPEN[look], ...elements.filter((element) => element !== ''), PAGE_CLOSE].join('\n');
  return { text, html };
};
