import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, repoRoot, serverEntry, webIndex } from './paths.js';

/** End-to-end tests run against the built app; build it when it is missing. */
export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
}
