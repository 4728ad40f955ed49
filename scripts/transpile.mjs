// Emits a workspace's JavaScript from its TypeScript with esbuild, one output file per source
// file (no bundling: paths the server resolves from import.meta.url, such as the migrations and
// the PDF fonts, stay where they were). Types are checked by `npm run typecheck`, not here.
//
//   node scripts/transpile.mjs <workspace folder>   (src/ -> dist/, tests left out)
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const workspace = path.resolve(process.argv[2] ?? '.');
const src = path.join(workspace, 'src');
const dist = path.join(workspace, 'dist');
// Tests, the test harness (src/test/) and test-only helpers (testing.ts) are not shipped.
const skipped = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)testing\.ts$/.test(file) || file.startsWith('test/');

function* sources(dir, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) yield* sources(path.join(dir, entry.name), `${relative}/`);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !skipped(relative)) yield path.join(src, relative);
  }
}

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
const entryPoints = [...sources(src)];
await build({
  entryPoints,
  outdir: dist,
  outbase: src,
  bundle: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: path.join(workspace, 'tsconfig.json'),
  logLevel: 'warning',
});
console.log(
  `transpiled ${entryPoints.length} files to ${path.relative(process.cwd(), dist) || 'dist'} in ${Math.round(performance.now() - started)} ms`,
);
