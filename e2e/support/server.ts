import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase, createTemplateDatabase } from '../../apps/server/src/test/postgres.js';
import { repoRoot, serverEntry } from './paths.js';

export type DatabaseKind = 'pglite' | 'postgres';

export type RunningServer = {
  url: string;
  kind: DatabaseKind;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Databases the built server has already migrated and seeded with the demo company, made once per
 * run by the global setup: a server then starts on a copy in seconds instead of seeding again.
 */
export type ServerTemplates = { pglite: string; postgres: string };

/** Starts the built server on a fresh database of the given kind, on a free port. */
export async function startServer(kind: DatabaseKind, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const templates = providedTemplates();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hcims-e2e-'));
  if (kind === 'pglite' && templates.pglite) {
    cpSync(templates.pglite, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'db.lock' });
  }
  const scratch =
    kind === 'postgres' ? await createScratchDatabase('hcims_e2e', templates.postgres ? { template: templates.postgres } : {}) : null;
  const server = await launch(dataDir, scratch?.url ?? '', extraEnv).catch(async (error: unknown) => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    kind,
    output: server.output,
    stop: async () => {
      await server.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the server once on each database kind and stops it: what it leaves behind is the template. */
export async function prepareServerTemplates(kinds: DatabaseKind[]): Promise<{ templates: ServerTemplates; remove: () => Promise<void> }> {
  const postgres = kinds.includes('postgres')
    ? await createTemplateDatabase('hcims_e2e_tpl', async (url) => {
        const files = mkdtempSync(path.join(tmpdir(), 'hcims-e2e-'));
        try {
          await (await launch(files, url)).stop();
        } finally {
          rmSync(files, { recursive: true, force: true });
        }
      })
    : null;
  const pglite = mkdtempSync(path.join(tmpdir(), 'hcims-e2e-tpl-'));
  try {
    await (await launch(pglite, '')).stop();
  } catch (error) {
    await postgres?.drop();
    rmSync(pglite, { recursive: true, force: true });
    throw error;
  }
  return {
    templates: { pglite, postgres: postgres?.name ?? '' },
    remove: async () => {
      rmSync(pglite, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/** The templates of this run; none outside a vitest run that prepared them (each server then seeds its own). */
function providedTemplates(): ServerTemplates {
  try {
    return inject('e2eTemplates') ?? { pglite: '', postgres: '' };
  } catch {
    return { pglite: '', postgres: '' };
  }
}

async function launch(
  dataDir: string,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: databaseUrl,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const url = await new Promise<string>((resolve, reject) => {
    // Migrating and seeding a fresh database (the templates) took over 60 s on a 2-core machine
    // under load; a server that starts from a template is up in seconds either way.
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 150_000);
    child.stdout!.on('data', () => {
      const match = /READY (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, output: () => output, stop };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    e2eTemplates: ServerTemplates;
  }
}
