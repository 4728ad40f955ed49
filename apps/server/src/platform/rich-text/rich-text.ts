import { RICH_TEXT_SAFE_HREF, RICH_TEXT_TAGS } from '@hcims/contracts/common';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../errors/app-error.js';

/** Stored rich text: the contracts' allow-list (docs/decisions/0104-rich-text.md), links absolute and opened apart. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tag, attribs) => {
      const href = (attribs.href ?? '').trim();
      return {
        tagName: 'a',
        attribs: { ...(RICH_TEXT_SAFE_HREF.test(href) ? { href } : {}), rel: 'noopener noreferrer', target: '_blank' },
      };
    },
  },
};

/** Text written before rich text existed has no tags: it is plain text, not markup. */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(value);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: blank lines part paragraphs, single line breaks become <br>. */
export function plainToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter((para) => para !== '')
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * The one sanitiser: markup is cut down to the allow-list; text without tags is taken as plain text
 * and escaped. A value with no visible text (an editor's empty `<p><br></p>`) becomes ''.
 */
export function sanitizeRichText(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const html = sanitizeHtml(looksLikeHtml(trimmed) ? trimmed : plainToRichText(trimmed), OPTIONS).trim();
  return richTextToPlain(html) === '' ? '' : html;
}

/**
 * Sanitises a field on write and checks the stored HTML against the field's limit (the contract's
 * limit is on what was sent; the stored form can differ, e.g. links gain rel and target).
 */
export function richTextField(value: string, max: number, path: string, opts: { required?: boolean } = {}): string {
  const html = sanitizeRichText(value);
  if (opts.required && html === '') throw AppError.validation([{ path, message: 'must not be empty' }]);
  if (html.length > max) throw AppError.validation([{ path, message: `must be at most ${max} characters once formatted` }]);
  return html;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCKS = new Set(['p', 'blockquote', 'h3', 'h4', 'pre', 'ul', 'ol', 'li']);

/**
 * Rich text as plain text for places that cannot show markup (CSV, XLSX, PDF, notices, search
 * snippets): paragraphs and line breaks kept, list items as "• " or "1. ", a link's address after
 * its words. Text without tags (older rows) is returned as it is.
 */
export function richTextToPlain(value: string): string {
  if (!looksLikeHtml(value)) return value.trim();
  const html = sanitizeHtml(value, OPTIONS);
  const lists: { ordered: boolean; n: number }[] = [];
  const links: { href: string; start: number }[] = [];
  let out = '';
  const newline = () => {
    if (out !== '' && !out.endsWith('\n')) out += '\n';
  };
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    const [, closing, rawTag, attrs, text] = m;
    if (text !== undefined) {
      out += decodeEntities(text);
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'br') out += '\n';
    else if (tag === 'a' && !closing)
      links.push({ href: decodeEntities(/href="([^"]*)"/.exec(attrs ?? '')?.[1] ?? ''), start: out.length });
    else if (tag === 'a') {
      const link = links.pop();
      const words = link ? out.slice(link.start).trim() : '';
      if (link?.href && words !== link.href.replace(/^mailto:/i, '')) out += ` (${link.href})`;
    } else if ((tag === 'ul' || tag === 'ol') && !closing) {
      newline();
      lists.push({ ordered: tag === 'ol', n: 0 });
    } else if ((tag === 'ul' || tag === 'ol') && closing) lists.pop();
    else if (tag === 'li' && !closing) {
      newline();
      const list = lists.at(-1);
      out += '  '.repeat(Math.max(0, lists.length - 1)) + (list?.ordered ? `${++list.n}. ` : '• ');
    } else if (BLOCKS.has(tag)) newline();
  }
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
