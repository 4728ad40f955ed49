// Two structure rules ESLint's core rules cannot express, part of `npm run lint`:
// - file names are kebab-case (lower-case words joined by '-', with '.' before a role or
//   extension: `people.api.test.ts`, `report-labels.ts`);
// - no import circles between the project's own TypeScript files. Static `import` and
//   `export ... from` count, type-only ones included (a circle of types still ties the files
//   together); a dynamic `import()` is a deliberate lazy boundary and does not. Imports resolve
//   with each workspace's tsconfig; every circle is printed once.
// - a web screen's <form> is a react-hook-form form with the contract's schema (`useForm`),
//   except the few listed in FORM_EXCEPTIONS with their reason (ADR 0085).
// Exits non-zero when a rule is broken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = ['packages/contracts', 'apps/server', 'apps/web', 'e2e'];
const codeFolders = ['packages/contracts/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench', 'scripts'];

/** The module specifiers of a file's static imports and re-exports (not dynamic `import()`). */
export function staticImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements
    .filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier)
    .map((s) => /** @type {import('typescript').StringLiteral} */ (s.moduleSpecifier).text);
}

/** @returns {Map<string, string[]>} each project source file (tests left out) -> the project files it imports */
function importGraph() {
  const graph = new Map();
  for (const project of projects) {
    const configPath = path.join(root, project, 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!config) continue;
    const host = ts.createCompilerHost(config.options);
    for (const file of config.fileNames) {
      if (/\.(test|e2e)\.tsx?$/.test(file) || graph.has(file)) continue;
      const targets = [];
      for (const specifier of staticImports(file, readFileSync(file, 'utf8'))) {
        const resolved = ts.resolveModuleName(specifier, file, config.options, host).resolvedModule;
        const target = resolved?.resolvedFileName;
        if (!target || resolved.isExternalLibraryImport || target.includes('/node_modules/') || target.endsWith('.d.ts')) continue;
        if (target.startsWith(root)) targets.push(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/**
 * Every import circle of a graph (file -> imported files): its strongly connected components of
 * more than one file, and files importing themselves (Tarjan's algorithm).
 * @param {Map<string, string[]>} graph
 */
export function findCircles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const circles = [];
  const visit = (file) => {
    const node = { index, low: index, onStack: true };
    index += 1;
    meta.set(file, node);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      const seen = meta.get(next);
      if (!seen) {
        visit(next);
        node.low = Math.min(node.low, meta.get(next).low);
      } else if (seen.onStack) node.low = Math.min(node.low, seen.index);
    }
    if (node.low !== node.index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      meta.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!meta.has(file)) visit(file);
  return circles;
}

/** Forms that are not records, each with why (ADR 0085). Paths from the repository root. */
export const FORM_EXCEPTIONS = {
  'apps/web/src/modules/identity/pages/sign-in-page.tsx': 'two fields; the sign-in bundle budget (100 KB) has no room for the form library',
  'apps/web/src/modules/org/components/company/hours-form.tsx':
    'a grid of seven days with their hours, checked by working-days rules, not a flat record',
  'apps/web/src/modules/access/components/grants-editor.tsx': 'a matrix of permissions and scopes, saved as a set',
  'apps/web/src/modules/access/components/add-members-dialog.tsx': 'a search and a selection list, no fields',
  'apps/web/src/modules/whatsapp/components/compose-form.tsx': 'an audience picker, a template or free text, and a live server preview',
  'apps/web/src/modules/identity/components/two-factor-step.tsx': 'one code field, part of the sign-in page and its bundle budget',
  'apps/web/src/modules/identity/components/two-factor/two-factor-enrol.tsx': 'one code field that only the server can check',
  'apps/web/src/modules/identity/components/two-factor/two-factor-roles-card.tsx': 'a checklist of roles saved as a set',
};

/** Web module files with a <form> that neither use react-hook-form nor are listed as exceptions. */
export function formsOffPattern(files, read) {
  return files.filter((file) => /<form[\s>]/.test(read(file)) && !/\buseForm\b/.test(read(file)) && !(file in FORM_EXCEPTIONS));
}

function webModuleFiles() {
  const dir = path.join(root, 'apps/web/src/modules');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => `apps/web/src/modules/${f}`);
}

export const isKebabCase = (name) => /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(name);

function badFileNames() {
  const bad = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'results') continue;
      const full = path.join(dir, entry.name);
      if (!isKebabCase(entry.name)) bad.push(path.relative(root, full));
      if (entry.isDirectory()) walk(full);
    }
  };
  for (const folder of codeFolders) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return bad;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = false;
  const graph = importGraph();
  const circles = findCircles(graph);
  if (circles.length === 0) {
    console.log(`import circles: none in ${graph.size} files`);
  } else {
    for (const circle of circles) {
      console.error(`import circle of ${circle.length} files:\n  ${circle.map((f) => path.relative(root, f)).join('\n  ')}`);
    }
    console.error(`import circles: ${circles.length} in ${graph.size} files`);
    failed = true;
  }
  const badNames = badFileNames();
  if (badNames.length === 0) console.log('file names: all kebab-case');
  else {
    console.error(`file names not in kebab-case:\n  ${badNames.join('\n  ')}`);
    failed = true;
  }
  const offPattern = formsOffPattern(webModuleFiles(), (f) => readFileSync(path.join(root, f), 'utf8'));
  const staleExceptions = Object.keys(FORM_EXCEPTIONS).filter((f) => !existsSync(path.join(root, f)));
  if (offPattern.length === 0 && staleExceptions.length === 0) console.log('forms: react-hook-form everywhere but the listed exceptions');
  else {
    if (offPattern.length)
      console.error(
        `forms without react-hook-form (use it, or list the file in FORM_EXCEPTIONS with a reason):\n  ${offPattern.join('\n  ')}`,
      );
    if (staleExceptions.length) console.error(`FORM_EXCEPTIONS names files that do not exist:\n  ${staleExceptions.join('\n  ')}`);
    failed = true;
  }
  if (failed) process.exit(1);
}
