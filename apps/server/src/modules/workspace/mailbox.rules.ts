/** Pure rules of the mailbox (ADR 0105). */

const PREVIEW_LENGTH = 140;

/** The start of a body for the list: whitespace folded, cut at a word near PREVIEW_LENGTH. */
export function previewOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a stored copy of a system email says where a link with a secret was. */
export const LINK_REMOVED = '[link removed: it worked once and only from the email itself]';

/**
 * A system email's body made safe to keep in a mailbox: any address carrying a token, code or
 * key (in its query or fragment) is replaced by a neutral note. The mailer already stores a
 * single-use link as a note (ADR 0046); this is the mailbox's own guard for any other template.
 */
export function withoutSecrets(text: string): string {
  return text.replace(/\b(?:https?:\/\/|www\.)[^\s<>"]*[?#&][^\s<>"]*(?:token|code|key|secret|signature|sig)=[^\s<>"]*/gi, LINK_REMOVED);
}

/** The folder conditions, as data: which entries each folder shows. */
export type FolderFilter = { box?: 'inbox' | 'sent' | 'draft'; starred?: true; trashed: boolean };

export function folderFilter(folder: 'inbox' | 'sent' | 'drafts' | 'starred' | 'trash'): FolderFilter {
  switch (folder) {
    case 'inbox':
      return { box: 'inbox', trashed: false };
    case 'sent':
      return { box: 'sent', trashed: false };
    case 'drafts':
      return { box: 'draft', trashed: false };
    case 'starred':
      return { starred: true, trashed: false };
    case 'trash':
      return { trashed: true };
  }
}
