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

/** Whether the selection is already bold, in a list, ... (for aria-pressed). */
export function commandState(command: RichTextCommand): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
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
