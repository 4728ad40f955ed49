import { plainToRichText, sanitizeRichText } from './rich-text';

/**
 * Editing commands for the rich-text editor. Formatting uses the browser's editing commands
 * (`execCommand`: deprecated on paper, implemented by every browser, and the only way to keep the
 * editor's undo history) — see ADR 0104 for why there is no editor library.
 */
export type RichTextCommand = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

type EditingCommand = RichTextCommand | 'removeFormat' | 'unlink' | 'createLink' | 'defaultParagraphSeparator';

export function runCommand(command: EditingCommand, value?: string): void {
  // jsdom and very old engines have no editing commands: nothing to do there.
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

/** The element the selection starts in, when it lies inside `root`. */
function startElement(root: HTMLElement | null): Element | null {
  const range = rangeInside(root);
  if (!range) return null;
  const node = range.startContainer;
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** Whether the selection sits in a <u> of the editor's own markup. */
function inUnderline(root: HTMLElement | null): boolean {
  const u = startElement(root)?.closest('u');
  return !!u && !!root?.contains(u);
}

/**
 * Whether the selection is already bold, in a list, ... (for aria-pressed). Underline is read from
 * the markup, not the engine: Chromium takes any underlined text for underline, so the button looked
 * pressed in every link.
 */
export function commandState(command: RichTextCommand, root: HTMLElement | null = null): boolean {
  if (command === 'underline') return inUnderline(root);
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

/**
 * Underline from the toolbar or Ctrl+U. Inside a link Chromium sees the link's own underline and
 * adds no <u>, so a selection within one link is wrapped here; everywhere else, and to remove a
 * <u>, the engine's command runs (keeping its undo history).
 */
export function toggleUnderline(root: HTMLElement | null): void {
  const range = rangeInside(root);
  const common = range?.commonAncestorContainer;
  const link = (common?.nodeType === Node.ELEMENT_NODE ? (common as Element) : common?.parentElement)?.closest('a');
  if (!range || range.collapsed || !link || !root?.contains(link) || inUnderline(root)) return runCommand('underline');
  const u = document.createElement('u');
  u.appendChild(range.extractContents());
  range.insertNode(u);
  const wrapped = document.createRange();
  wrapped.selectNodeContents(u);
  restoreRange(wrapped);
}

/** The selection's range when it lies inside `root` (kept while a link address is typed elsewhere). */
export function rangeInside(root: HTMLElement | null): Range | null {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

export function restoreRange(range: Range | null): void {
  const selection = window.getSelection();
  if (!range || !selection) return;
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * What a paste may bring in: the clipboard's HTML cut down to the allow-list, or its plain text
 * escaped. Never the clipboard's markup as it is (styles, scripts, images from other pages).
 */
export function pastedHtml(data: Pick<DataTransfer, 'getData'>): string {
  const html = data.getData('text/html');
  return html ? sanitizeRichText(html) : plainToRichText(data.getData('text/plain'));
}

/** Puts sanitised HTML where the caret is in `root` (or at its end), replacing any selection. */
export function insertHtmlAt(root: HTMLElement, html: string): void {
  const selection = window.getSelection();
  let range = rangeInside(root);
  if (!range) {
    range = document.createRange();
    range.selectNodeContents(root);
    range.collapse(false);
  }
  range.deleteContents();
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last && selection) {
    const after = document.createRange();
    after.setStartAfter(last);
    after.collapse(true);
    selection.removeAllRanges();
    selection.addRange(after);
  }
}

const BLOCKS = /^(P|UL|OL|BLOCKQUOTE|H3|H4|PRE)$/;

/**
 * Text typed straight into an empty editor sits outside any paragraph, and engines leave empty or
 * mis-nested paragraphs around lists: loose inline content is gathered into <p>, empty <p> dropped.
 */
function paragraphed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of [...root.childNodes]) {
    if (node.nodeType === Node.ELEMENT_NODE && BLOCKS.test(node.nodeName)) {
      paragraph = null;
      continue;
    }
    if (!paragraph && node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
    if (!paragraph) {
      paragraph = document.createElement('p');
      root.insertBefore(paragraph, node);
    }
    paragraph.appendChild(node);
  }
  for (const p of [...root.querySelectorAll('p')]) if (p.innerHTML === '') p.remove();
  const holder = document.createElement('div');
  holder.appendChild(root);
  return holder.innerHTML;
}

/**
 * The editor's content as the value the form keeps: sanitised, in paragraphs, '' when it has no
 * text (bare typed text is already escaped, so it must never be read as plain text again).
 */
export function editorValue(root: HTMLElement): string {
  if ((root.textContent ?? '').trim() === '' && !root.querySelector('li')) return '';
  return paragraphed(sanitizeRichText(root.innerHTML).trim());
}
