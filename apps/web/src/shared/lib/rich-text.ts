import { RICH_TEXT_SAFE_HREF, RICH_TEXT_TAGS } from '@hcims/contracts/common';
import DOMPurify from 'dompurify';

/**
 * Rich text in the browser (docs/decisions/0104-rich-text.md): the same allow-list as the server's
 * sanitiser (apps/server/src/platform/rich-text). The server sanitises every write; the browser
 * sanitises again before anything reaches the DOM, so a row written another way is still inert.
 */
export { RICH_TEXT_SAFE_HREF as SAFE_HREF };

// An instance of our own, so the link hook below applies to rich text only.
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = (node.getAttribute('href') ?? '').trim();
  if (!RICH_TEXT_SAFE_HREF.test(href)) node.removeAttribute('href');
  node.setAttribute('rel', 'noopener noreferrer');
  node.setAttribute('target', '_blank');
});

/** Text written before rich text existed has no tags: it is shown as plain text. */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(value);
}

/** HTML cut down to the allow-list: no scripts, styles, event attributes, images or unsafe links. */
export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: blank lines part paragraphs, single line breaks become <br>. */
export function plainToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter((para) => para !== '')
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A stored value as safe HTML, older plain text included. */
export function toSafeHtml(value: string): string {
  return sanitizeRichText(looksLikeHtml(value) ? value : plainToRichText(value));
}

/** Tailwind's reset removes list markers and spacing: these bring them back inside rich text (logical sides for RTL). */
export const richTextClass =
  'break-words text-sm text-ink [&_p]:my-1 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:ps-5 ' +
  '[&_blockquote]:my-1 [&_blockquote]:border-s-2 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_blockquote]:text-ink-muted ' +
  '[&_h3]:mt-2 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_strong]:font-semibold [&_b]:font-semibold ' +
  '[&_a]:text-primary-ink [&_a]:underline [&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono ' +
  '[&_pre]:my-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-surface-muted [&_pre]:p-2 [&_pre]:font-mono';
