import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The icons of the default layout in one chunk (ADR 0135). Left to itself the bundler gives every
 * icon the layout shares with some screen a file of its own: the first screen after sign-in
 * fetched about twenty files of 200-500 bytes, six at a time over HTTP/1.1. Icons that the entry,
 * the shared components or the identity pages (sign-in and the other blank pages) import keep
 * their own files, so the sign-in page does not load this chunk.
 */

const src = path.resolve(import.meta.dirname, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** lucide-react's file name of an icon component: ChevronsLeft -> chevrons-left. */
const fileOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase();

function iconsImportedBy(files: string[]): Set<string> {
  const icons = new Set<string>();
  for (const file of files) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide-react'/g)) {
      for (const item of list!.split(',')) {
        const name = item.trim();
        if (name && !name.startsWith('type ')) icons.add(fileOf(name.split(/\s+as\s+/)[0]!));
      }
    }
  }
  return icons;
}

const shellDirs = ['app/layouts', 'app/header', 'app/sidebar', 'app/voice'];
const withoutShellDirs = ['app/shell', 'app/router', 'shared', 'modules/identity'];

let shellIcons: Set<string> | null = null;

/** Whether a module is a lucide icon only the default layout's own parts import at start. */
export function isShellIcon(id: string): boolean {
  const match = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/.exec(id);
  if (!match) return false;
  if (!shellIcons) {
    const elsewhere = iconsImportedBy([path.join(src, 'app/app.tsx'), ...withoutShellDirs.flatMap((d) => sources(path.join(src, d)))]);
    shellIcons = new Set([...iconsImportedBy(shellDirs.flatMap((d) => sources(path.join(src, d))))].filter((i) => !elsewhere.has(i)));
  }
  return shellIcons.has(match[1]!);
}
