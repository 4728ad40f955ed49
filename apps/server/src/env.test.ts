import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'hcims-env-'));
const errorFor = (env: Record<string, string>) => {
  try {
    loadEnv({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadEnv', () => {
  it('gives development defaults that need nothing set', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(env.JWT_SECRET);
    expect(readFileSync(path.join(dir, '.dev-jwt-secret'), 'utf8')).toBe(env.JWT_SECRET);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*whole number from 0 to 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT .*whole number/],
    [{ HOST: 'bad host!' }, /^Invalid configuration: HOST .*host name/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^Invalid configuration: DATABASE_URL .*postgres:\/\//],
    [{ DATABASE_OWNER_URL: 'postgres://owner@db/hcims' }, /^Invalid configuration: DATABASE_OWNER_URL is set but DATABASE_URL is not/],
    [{ PUBLIC_URL: 'example.com' }, /^Invalid configuration: PUBLIC_URL .*http:\/\//],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET .*at least 32 characters$/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV .*development, test or production/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ SMTP_PORT: '-1' }, /^Invalid configuration: SMTP_PORT /],
    [
      { AUTH_RATE_LIMIT_PER_MINUTE: '0' },
      /^Invalid configuration: AUTH_RATE_LIMIT_PER_MINUTE .*whole number from 1 to 1000000 \(got "0"\)$/,
    ],
    [{ SMTP_HOST: 'mail.example.com' }, /^Invalid configuration: SMTP_FROM is required when SMTP_HOST is set$/],
    [{ SMTP_FROM: 'not-an-address' }, /^Invalid configuration: SMTP_FROM /],
    [{ WHATSAPP_TOKEN: 'abc' }, /^Invalid configuration: WHATSAPP_PHONE_NUMBER_ID is required/],
    [{ WHATSAPP_TOKEN: 'abc', WHATSAPP_PHONE_NUMBER_ID: '123' }, /^Invalid configuration: WHATSAPP_APP_SECRET is required/],
    [{ WHATSAPP_PHONE_NUMBER_ID: 'abc' }, /^Invalid configuration: WHATSAPP_PHONE_NUMBER_ID /],
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY .*true or false/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET is required in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40) }, /^Invalid configuration: PUBLIC_URL is required in production/],
  ])('rejects %o with one clear line', (env, expected) => {
    const message = errorFor(env);
    expect(message).toMatch(expected);
    expect(message).not.toContain('\n');
  });

  it('never echoes a secret value', () => {
    expect(errorFor({ JWT_SECRET: 'hunter2' })).not.toContain('hunter2');
  });

  it('accepts a complete production configuration', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'z'.repeat(40),
      PUBLIC_URL: 'https://hr.example.com/',
      DATABASE_URL: 'postgres://app@db/hcims',
    });
    expect(env.PUBLIC_URL).toBe('https://hr.example.com');
  });
});

describe('server start-up with a bad setting', () => {
  it('prints the one line and exits non-zero', () => {
    const serverDir = fileURLToPath(new URL('../', import.meta.url));
    const result = spawnSync(process.execPath, ['--conditions=@hcims/source', '--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be valid: expected a whole number from 0 to 65535 (got "eighty")');
    // Starting Node with tsx takes a few seconds when the other core is busy (ESLint beside it in npm test).
  }, 35_000);
});
