import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Clock } from '../auth/index.js';
import { mailMessages } from './mail.table.js';

export type OutgoingMail = {
  to: string;
  userId?: string | null;
  /** Why it is sent, e.g. `password-reset`; logged instead of the content. */
  purpose: string;
  subject: string;
  text: string;
  /** The body holds a secret link: never logged, and blanked once delivered by SMTP. */
  containsSecret?: boolean;
};

/** Delivers one message; SMTP through nodemailer in production, a fake in tests. */
export type MailTransport = {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
};

export type Mailer = {
  /** Whether messages leave the system (SMTP) or stay in the in-app mailbox. */
  readonly delivers: boolean;
  /** Writes the message in the caller's transaction; call `dispatch` with the id after commit. */
  enqueue(tx: Db, mail: OutgoingMail): Promise<string>;
  /** `enqueue` for many messages in one statement (bulk imports); the ids come back in the same order. */
  enqueueMany(tx: Db, mails: readonly OutgoingMail[]): Promise<string[]>;
  /** Sends a queued message in the background; failures are logged and kept on the row. */
  dispatch(id: string): void;
  /** Resolves when no delivery is in flight (tests, shutdown). */
  settled(): Promise<void>;
};

const BLANKED = '[removed after delivery: it contained a single-use link]';

export async function smtpTransport(env: Env): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/**
 * The mail service. With SMTP_HOST set, messages are queued and delivered by SMTP; without it
 * they are stored for the in-app mailbox and a log line says so (recipient, purpose and
 * subject only: never the body, which may hold a reset link).
 */
export function createMailer(deps: {
  database: Pick<Database, 'db'>;
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  transport?: MailTransport | null;
}): Mailer {
  const transport = deps.transport === undefined ? (deps.env.SMTP_HOST ? lazyTransport(deps.env) : null) : deps.transport;
  const from = deps.env.SMTP_FROM ?? 'HCIMS <no-reply@hcims.invalid>';
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string): Promise<void> {
    const { db } = deps.database;
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!row) return;
    if (!transport) {
      deps.log.info(
        { mailId: id, to: row.toAddress, purpose: row.purpose, subject: row.subject },
        'mail stored in the in-app mailbox (no SMTP configured)',
      );
      return;
    }
    if (row.status !== 'queued') return;
    try {
      await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.bodyText });
      await db
        .update(mailMessages)
        .set({ status: 'sent', sentAt: deps.clock(), attempts: row.attempts + 1, ...(row.containsSecret ? { bodyText: BLANKED } : {}) })
        .where(eq(mailMessages.id, id));
      deps.log.info({ mailId: id, to: row.toAddress, purpose: row.purpose }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await db
        .update(mailMessages)
        .set({ status: 'failed', attempts: row.attempts + 1, lastError: message })
        .where(eq(mailMessages.id, id));
      deps.log.warn({ mailId: id, purpose: row.purpose, error: message }, 'mail delivery failed');
    }
  }

  async function enqueueMany(tx: Db, mails: readonly OutgoingMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const createdAt = deps.clock();
    // Ids are made here, not returned: request paths may write mail but never read it back.
    const ids = mails.map(() => randomUUID());
    await tx.insert(mailMessages).values(
      mails.map((mail, i) => ({
        id: ids[i]!,
        toAddress: mail.to,
        userId: mail.userId ?? null,
        purpose: mail.purpose,
        subject: mail.subject,
        bodyText: mail.text,
        containsSecret: mail.containsSecret ?? false,
        status: transport ? ('queued' as const) : ('stored' as const),
        createdAt,
      })),
    );
    return ids;
  }

  return {
    delivers: transport !== null,
    async enqueue(tx, mail) {
      const [id] = await enqueueMany(tx, [mail]);
      return id!;
    },
    enqueueMany,
    dispatch(id) {
      const job = deliver(id)
        .catch((error: unknown) => deps.log.error({ err: error, mailId: id }, 'mail dispatch failed'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** Loads nodemailer on the first message only. */
function lazyTransport(env: Env): MailTransport {
  let real: Promise<MailTransport> | null = null;
  return {
    async send(message) {
      real ??= smtpTransport(env);
      await (await real).send(message);
    },
  };
}
