import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/server/src/test/postgres.js';
import { repoRoot, serverEntry } from './paths.js';

export type DatabaseKind = 'pglite' | 'postgres';

export type RunningServer = {
  url: string;
  kind: DatabaseKind;
  output: () => string;
  stop: () => Promise<void>;
};

/** Starts the built server on a fresh database of the given kind, on a free port. */
export async function startServer(kind: DatabaseKind, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hcims-e2e-'));
  const scratch = kind === 'postgres' ? await createScratchDatabase('hcims_e2e') : null;
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
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '' }),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 60_000);
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
  });
  return {
    url,
    kind,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
