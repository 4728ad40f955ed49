import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The only module that reads process.env. Everything else receives a parsed `Env`. */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => emptyToUndefined(v) ?? String(fallback),
    z.enum(['true', 'false', '1', '0'], { message: 'expected true or false' }).transform((v) => v === 'true' || v === '1'),
  );
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `expected a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `expected a whole number from ${min} to ${max}` })
        .max(max, { message: `expected a whole number from ${min} to ${max}` }),
    );
const int = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => emptyToUndefined(v) ?? String(fallback), wholeNumber(min, max));
const optionalInt = (min: number, max: number) => z.preprocess(emptyToUndefined, wholeNumber(min, max).optional());
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      (v) => emptyToUndefined(v) ?? 'development',
      z.enum(['development', 'test', 'production'], { message: 'expected development, test or production' }),
    ),
    PORT: int(3000, 0, 65535),
    HOST: z.preprocess(
      (v) => emptyToUndefined(v) ?? '127.0.0.1',
      z.string().regex(/^[\w.:-]+$/, { message: 'expected a host name or IP address' }),
    ),
    DATABASE_URL: z.preprocess(emptyToUndefined, url(['postgres:', 'postgresql:']).optional()),
    // The tables' owner, for migrations, demo seeds and background jobs; DATABASE_URL when unset.
    DATABASE_OWNER_URL: z.preprocess(emptyToUndefined, url(['postgres:', 'postgresql:']).optional()),
    DATA_DIR: z.preprocess((v) => emptyToUndefined(v) ?? './data', z.string()),
    PUBLIC_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'expected at least 32 characters' }).optional()),
    LOG_LEVEL: z.preprocess(
      (v) => emptyToUndefined(v) ?? 'info',
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'expected fatal, error, warn, info, debug, trace or silent',
      }),
    ),
    DB_POOL_MAX: int(10, 1, 200),
    DB_STATEMENT_TIMEOUT_MS: int(15000, 100, 600000),
    BODY_LIMIT_BYTES: int(1048576, 1024, 104857600),
    RATE_LIMIT_PER_MINUTE: int(1200, 1, 1000000),
    AUTH_RATE_LIMIT_PER_MINUTE: optionalInt(1, 1000000),
    TRUST_PROXY: bool(false),
    SHUTDOWN_TIMEOUT_MS: int(10000, 0, 600000),
    SESSION_IDLE_MINUTES: int(30, 1, 1440),
    SESSION_ABSOLUTE_HOURS: int(12, 1, 720),
    SEED_DEMO: bool(true),
    SMTP_HOST: optionalString,
    SMTP_PORT: int(587, 1, 65535),
    SMTP_SECURE: bool(false),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    SMTP_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^.+@.+$|^.+<.+@.+>$/, { message: 'expected an email address, e.g. HCIMS <hr@example.com>' })
        .optional(),
    ),
    WHATSAPP_API_URL: z.preprocess((v) => emptyToUndefined(v) ?? 'https://graph.facebook.com/v21.0', url(['http:', 'https:'])),
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^\d+$/, { message: 'expected the numeric phone number id' }).optional(),
    ),
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
  })
  .superRefine((env, ctx) => {
    const need = (key: string, why: string) => ctx.addIssue({ code: 'custom', path: [key], message: why });
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) need('JWT_SECRET', 'is required in production (at least 32 random characters)');
      if (!env.PUBLIC_URL) need('PUBLIC_URL', 'is required in production (the address users open, e.g. https://hr.example.com)');
    }
    if (env.DATABASE_OWNER_URL && !env.DATABASE_URL)
      need('DATABASE_OWNER_URL', 'is set but DATABASE_URL is not (both name the same PostgreSQL)');
    if (env.SMTP_HOST && !env.SMTP_FROM) need('SMTP_FROM', 'is required when SMTP_HOST is set');
    if (env.SMTP_USER && !env.SMTP_PASSWORD) need('SMTP_PASSWORD', 'is required when SMTP_USER is set');
    if (env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID) need('WHATSAPP_PHONE_NUMBER_ID', 'is required when WHATSAPP_TOKEN is set');
    if (env.WHATSAPP_TOKEN && !env.WHATSAPP_APP_SECRET)
      need('WHATSAPP_APP_SECRET', 'is required when WHATSAPP_TOKEN is set (it verifies webhook signatures)');
  });

type ParsedEnv = z.output<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'JWT_SECRET' | 'PUBLIC_URL'> & { JWT_SECRET: string; PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Parses settings; throws a ConfigError whose message is one line naming the first bad setting.
 * In development and test a missing JWT secret is generated once and kept in DATA_DIR, so
 * sessions survive restarts without anyone having to invent a secret.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'environment');
    const raw = source[key];
    const shown = raw === undefined || raw === '' || /SECRET|PASSWORD|TOKEN/.test(key) ? '' : ` (got "${raw}")`;
    const message = issue.message.startsWith('is ') ? issue.message : `must be valid: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${key} ${message}${shown}`);
  }
  const env = parsed.data;
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? developmentSecret(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
  };
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.dev-jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
