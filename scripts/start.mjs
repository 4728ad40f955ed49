// `npm start`: build what is missing, then run the server (embedded PGlite unless DATABASE_URL).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
await import('./build-if-needed.mjs');

const child = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (String(chunk).includes('READY ')) {
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s from npm start to a listening server)`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
