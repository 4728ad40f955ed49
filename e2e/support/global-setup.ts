import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { canReachPostgres } from '../../apps/server/src/test/postgres.js';
import { chromiumPath, repoRoot, serverEntry, webIndex } from './paths.js';
import { prepareServerTemplates } from './server.js';

/**
 * End-to-end tests run against the built app; build it when it is missing. Then the server
 * migrates and seeds one database of each kind, which every spec's server starts from a copy of.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  // Whether PostgreSQL is required is decided by each spec (support/databases.ts); here it is only
  // prepared when it answers.
  const { templates, remove } = await prepareServerTemplates((await canReachPostgres()) ? ['pglite', 'postgres'] : ['pglite']);
  project.provide('e2eTemplates', templates);
  return remove;
}
