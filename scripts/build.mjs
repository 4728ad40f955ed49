// `npm run build`: each workspace's own `npm run build`, all three at once. None needs another's
// output to build: the web app compiles the contracts from source (vite.config.ts), and the
// server's output imports the contracts' output only at run time (ADR 0147).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = ['@hcims/contracts', '@hcims/server', '@hcims/web'];
const started = performance.now();

/** The exit code of one workspace's build (1 when it cannot start). */
const build = (workspace) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all(workspaces.map(build));
const failed = workspaces.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`built ${workspaces.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
