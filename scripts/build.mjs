// `npm run build`: the browser app and the two Node workspaces at once. The web build compiles the
// contracts from source (vite.config.ts), and the server's output imports the contracts' output
// only at run time, so none waits for another; on two cores the transpiles fit inside the web
// build's time (ADR 0147). Each workspace's own `npm run build -w …` still builds it alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

/** Runs the commands one after the other, in a workspace folder; rejects at the first failure. */
async function inOrder(folder, commands) {
  for (const args of commands) {
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: path.join(root, folder), stdio: 'inherit' });
      child.on('error', () => resolve(1));
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) throw new Error(`${folder}: node ${args.join(' ')} exited with ${code}`);
  }
}

const transpile = path.join(root, 'scripts/transpile.mjs');
const results = await Promise.allSettled([
  inOrder('packages/contracts', [[transpile, '.']]).then(() => inOrder('apps/server', [[transpile, '.']])),
  inOrder('apps/web', [
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    [path.join(root, 'scripts/precompress.mjs'), 'dist'],
  ]),
]);
const failed = results.filter((r) => r.status === 'rejected');
for (const failure of failed) console.error(failure.reason instanceof Error ? failure.reason.message : failure.reason);
if (failed.length > 0) process.exit(1);
console.log(`built contracts, server and web in ${((performance.now() - started) / 1000).toFixed(1)} s`);
