// Builds each workspace whose output is missing or older than its sources; used by `npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = [
  { name: '@hcims/contracts', dir: 'packages/contracts', inputs: ['src', 'package.json', 'tsconfig.json'] },
  { name: '@hcims/server', dir: 'apps/server', inputs: ['src', 'drizzle', 'package.json', 'tsconfig.json'] },
  { name: '@hcims/web', dir: 'apps/web', inputs: ['src', 'public', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json'] },
];

const newest = (p) => {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((e) => newest(path.join(p, e))));
};

let upstreamRebuilt = false;
for (const ws of workspaces) {
  const stamp = path.join(root, ws.dir, 'dist', '.build-stamp');
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...ws.inputs.map((i) => newest(path.join(root, ws.dir, i))));
  if (built && changed <= built && !(upstreamRebuilt && ws.name !== '@hcims/web')) continue;
  console.log(`building ${ws.name}${built ? ' (sources changed)' : ''}…`);
  execSync(`npm run build -w ${ws.name}`, { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
  upstreamRebuilt = true;
}
