// Lists, per language, the translation keys that are missing, extra, or left in English.
// English (en) is the reference. A value identical to English counts as untranslated unless it
// holds no letters, or its key is allowed in scripts/i18n-same-as-english.json
// ({ "*": [keys allowed in every language], "<lng>": [keys allowed in that language] }).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const localesDir = path.join(root, 'apps/web/public/locales');
const allowFile = path.join(root, 'scripts/i18n-same-as-english.json');
const languages = ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'];
const allow = existsSync(allowFile) ? JSON.parse(readFileSync(allowFile, 'utf8')) : {};

const flatten = (obj, prefix = '', out = {}) => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = v;
  }
  return out;
};
const load = (lng, ns) => {
  const file = path.join(localesDir, lng, `${ns}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : null;
};
const placeholders = (s) =>
  [...String(s).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
let problems = 0;
for (const lng of languages) {
  const lines = [];
  for (const ns of namespaces) {
    const en = load('en', ns);
    const other = load(lng, ns);
    if (!other) {
      lines.push(`  ${ns}: file missing`);
      continue;
    }
    const allowed = new Set([...(allow['*'] ?? []), ...(allow[lng] ?? [])].map((k) => (k.includes(':') ? k : `${ns}:${k}`)));
    for (const [key, value] of Object.entries(en)) {
      if (!(key in other)) lines.push(`  ${ns}:${key}: missing`);
      else if (typeof other[key] !== 'string' || other[key].trim() === '') lines.push(`  ${ns}:${key}: empty`);
      else if (lng !== 'en' && other[key] === value && /\p{L}{2,}/u.test(value) && !allowed.has(`${ns}:${key}`))
        lines.push(`  ${ns}:${key}: untranslated ("${value}")`);
      else if (placeholders(other[key]) !== placeholders(value)) lines.push(`  ${ns}:${key}: placeholders differ from English`);
    }
    for (const key of Object.keys(other)) if (!(key in en)) lines.push(`  ${ns}:${key}: not in English (stale)`);
  }
  if (lines.length) {
    problems += lines.length;
    console.log(`${lng}: ${lines.length} problem(s)\n${lines.join('\n')}`);
  }
}
// Keys the web code asks for by a literal name (t('chat.empty')) in its namespace
// (useTranslation('workspace')) that English lacks: the screen would show the key itself.
// Keys built at run time (t(`status.${s}`)) are not seen here. The common namespace is the
// fallback of every other, as in the app.
const english = Object.fromEntries(namespaces.map((ns) => [ns, load('en', ns)]));
const known = (ns, key) => {
  const [n, k] = key.includes(':') ? key.split(':', 2) : [ns, key];
  const has = (dict) => !!dict && (k in dict || Object.keys(dict).some((x) => x.startsWith(`${k}_`)));
  return has(english[n]) || has(english.common);
};
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path.join(dir, e.name)] : [],
  );
const unknown = [];
for (const file of sources(path.join(root, 'apps/web/src'))) {
  const text = readFileSync(file, 'utf8');
  const ns = /useTranslation\('(\w+)'\)/.exec(text)?.[1];
  if (!ns) continue;
  for (const [, key] of text.matchAll(/\bt\('([\w.:-]+)'/g)) {
    if (!known(ns, key)) unknown.push(`  ${path.relative(root, file)}: ${ns}:${key}`);
  }
}
if (unknown.length) {
  problems += unknown.length;
  console.log(`keys used by the web code but missing in English: ${unknown.length}\n${unknown.join('\n')}`);
}

console.log(
  problems
    ? `i18n: ${problems} problem(s) in ${namespaces.length} namespace(s)`
    : `i18n: all ${languages.length} languages complete for ${namespaces.length} namespace(s)`,
);
process.exit(problems ? 1 : 0);
