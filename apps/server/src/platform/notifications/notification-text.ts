import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webLocalesFolder } from '../../paths.js';
import { labelAt } from '../exports/index.js';

/**
 * A notification's words for an email, from the web app's own catalogues
 * (apps/web/public/locales/<code>/<namespace>.json), the way exports are translated on the
 * server (ADR 0022): no second copy of the texts in TypeScript.
 */

const catalogues = new Map<string, object | null>();

function catalogue(code: string, namespace: string): object | null {
  const id = `${code}/${namespace}`;
  if (!catalogues.has(id)) {
    let read: object | null = null;
    // Namespaces are module names; nothing else may reach the file system.
    if (/^[a-z][a-z0-9-]*$/.test(namespace) && /^[a-z]{2}$/.test(code)) {
      try {
        read = JSON.parse(readFileSync(path.join(webLocalesFolder, code, `${namespace}.json`), 'utf8')) as object;
      } catch {
        read = null;
      }
    }
    catalogues.set(id, read);
  }
  return catalogues.get(id)!;
}

/** `ns:dotted.key` with `{{name}}` placeholders filled; the key itself when no catalogue has it. */
export function translate(key: string, values: Record<string, string | number> = {}, code = 'en'): string {
  const at = key.indexOf(':');
  const [namespace, dotted] = at > 0 ? [key.slice(0, at), key.slice(at + 1)] : ['common', key];
  const found = [code, 'en'].map((c) => catalogue(c, namespace)).find((c) => c && labelAt(c, dotted) !== undefined);
  const text = found ? labelAt(found, dotted)! : key;
  return text.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
