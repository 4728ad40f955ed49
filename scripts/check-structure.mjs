// Two structure rules ESLint's core rules cannot express, part of `npm run lint`:
// - file names are kebab-case (lower-case words joined by '-', with '.' before a role or
//   extension: `people.api.test.ts`, `report-labels.ts`);
// - no import circles between the project's own TypeScript files. Static `import` and
//   `export ... from` count, type-only ones included (a circle of types still ties the files
//   together); a dynamic `import()` is a deliberate lazy boundary and does not. Imports resolve
//   with each workspace's tsconfig; every circle is printed once.
// Exits non-zero when either rule is broken.
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
  if (failed) process.exit(1);
}
