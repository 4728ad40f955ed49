import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, transformWithOxc, type Plugin } from 'vite';
import { EARLY_NAMESPACES, EARLY_TRANSLATIONS, type EarlyPlan } from './src/boot/early-start.ts';

/*
 * Puts src/boot/early-start.ts into the built index.html as one inline script, called with the
 * chunks the first signed-in screen needs (ADR 0137). The server allows it by its hash.
 */

const src = path.resolve(import.meta.dirname, 'src');
/** The signed-in frame: the route resolver, the frame itself, the session's signed-in half, the default layout. */
const coreModules = [
  'app/router/resolved-route.tsx',
  'app/router/signed-in-screen.tsx',
  'shared/lib/session/session-refresh.ts',
  'app/layouts/default-layout.tsx',
];
/**
 * The landing screen after sign-in (the dashboard at / and /dashboard): its code, and the address
 * its prefetch reads (workspace-queries.ts, dashboardQuery).
 */
const landing = {
  modules: ['modules/workspace/pages/dashboard-page.tsx', 'modules/workspace/api/prefetch-dashboard.ts'],
  data: ['/api/workspace/dashboard'],
};
const screens: Record<string, { modules: string[]; data: string[] }> = { '/': landing, '/dashboard': landing };

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[]; facadeModuleId: string | null };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** The chunk files `starts`, with every chunk they import statically, less `known`. */
function staticClosure(bundle: Bundle, starts: string[], known: ReadonlySet<string>): string[] {
  const byFile = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || known.has(file)) return;
    files.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  for (const file of starts) visit(file);
  return [...files];
}

/** The chunks holding `modules` (paths under src), with what they import statically, less `known`. */
export function moduleChunks(bundle: Bundle, modules: string[], known: ReadonlySet<string>): string[] {
  const chunks = chunksOf(bundle);
  const starts = modules.map((module) => {
    const id = path.join(src, module);
    // A module imported dynamically has a chunk of its own as entry (facade), if only a re-export.
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`early start: no chunk holds ${module}`);
    return chunk.fileName;
  });
  return staticClosure(bundle, starts, known);
}

const locales = path.resolve(import.meta.dirname, 'public/locales');

export function earlyStartPlugin(): Plugin {
  return {
    name: 'hcims-early-start',
    apply: 'build',
    // Per language, the namespaces the shell loads in one file, which the early start fetches
    // instead of fourteen (EARLY_TRANSLATIONS): one request, not fourteen of the six connections.
    generateBundle() {
      for (const language of readdirSync(locales)) {
        const bundle: Record<string, unknown> = {};
        for (const ns of EARLY_NAMESPACES) {
          const file = path.join(locales, language, `${ns}.json`);
          if (existsSync(file)) bundle[ns] = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        }
        this.emitFile({ type: 'asset', fileName: `locales/${language}/${EARLY_TRANSLATIONS}`, source: JSON.stringify(bundle) });
      }
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle as unknown as Bundle | undefined;
        if (!bundle) return html;
        // The entry's own chunks are in index.html's preload list already.
        const entries = chunksOf(bundle)
          .filter((c) => c.isEntry)
          .map((c) => c.fileName);
        const known = new Set(staticClosure(bundle, entries, new Set()));
        const core = moduleChunks(bundle, coreModules, known);
        const withCore = new Set([...known, ...core]);
        const href = (files: string[]) => files.map((f) => `/${f}`);
        const plan: EarlyPlan = {
          core: href(core),
          paths: Object.fromEntries(
            Object.entries(screens).map(([p, screen]) => [
              p,
              { code: href(moduleChunks(bundle, screen.modules, withCore)), data: screen.data },
            ]),
          ),
        };
        const file = path.join(src, 'boot/early-start.ts');
        const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
        const body = `(()=>{${code.replace(/^export /gm, '')}\nearlyStart(${JSON.stringify(plan)})})()`;
        const minified = minifySync('early-start.js', body, { compress: true, mangle: true });
        // Right after the charset (which must stay in the first 1024 bytes), ahead of the stylesheet
        // a script would otherwise wait for.
        const charset = /<meta charset="UTF-8" \/>/i;
        if (!charset.test(html)) throw new Error('early start: index.html has no <meta charset="UTF-8" />');
        return html.replace(charset, (tag) => `${tag}\n    <script>${minified.code.trim()}</script>`);
      },
    },
  };
}
