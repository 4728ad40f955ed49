import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Clock } from '../auth/index.js';
import { findMail, insertMails, markMailFailed, markMailSent } from './mail.repository.js';

/** A queued message as kept: the stored body, never the link. */
export type MailCopy = { userId: string | null; purpose: string; subject: string; text: string; at: Date };

export type OutgoingMail = {
  to: string;
  userId?: string | null;
  /** Why it is sent, e.g. `password-reset`; logged instead of the content. */
  purpose: string;
  subject: string;
  /** The body; a single-use link is written as MAIL_LINK and given in `link`. */
  text: string;
  /**
   * A single-use link (reset, invitation). It lives in memory only until SMTP delivery: the
   * stored body says where the link was instead, so no live token is ever kept in the table.
   * Without SMTP it is dropped at once; an administrator copies a fresh link instead.
   */
  link?: string;
};

/** Where a mail's single-use link goes in its text. */
export const MAIL_LINK = '{link}';
const LINK_NOT_KEPT = '[single-use link: not kept in stored mail; ask an administrator for a new one]';

/** Delivers one message; SMTP through nodemailer in production, a fake in tests. */
export type MailTransport = {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
};

export type Mailer = {
  /** Whether messages leave the system (SMTP) or are only stored. */
  readonly delivers: boolean;
  /** Writes the message in the caller's transaction; call `dispatch` with the id after commit. */
  enqueue(tx: Db, mail: OutgoingMail): Promise<string>;
  /** `enqueue` for many messages in one statement (bulk imports); the ids come back in the same order. */
  enqueueMany(tx: Db, mails: readonly OutgoingMail[]): Promise<string[]>;
  /** Sends a queued message in the background; failures are logged and kept on the row. */
  dispatch(id: string): void;
  /**
   * `dispatch` for a caller that cannot act after its commit (a notification queued deep inside
   * a use case, ADR 0107): the message is looked for a few times over about 6 s and sent once its
   * transaction has committed; one of a rolled-back transaction is never found and never sent.
   */
  dispatchWhenCommitted(id: string): void;
  /** Resolves when no delivery is in flight (tests, shutdown). */
  settled(): Promise<void>;
};

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
 * they are only stored and a log line says so (recipient, purpose and subject only, never the
 * body). Single-use links never reach the table (OutgoingMail.link, ADR 0046).
 */
export function createMailer(deps: {
  database: Pick<Database, 'db'>;
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  transport?: MailTransport | null;
  /**
   * Keeps a copy of queued messages elsewhere in the same transaction (the workspace's mailbox,
   * ADR 0105); it gets the stored body, where a single-use link is already a note.
   */
  keepCopies?: (tx: Db, copies: MailCopy[]) => Promise<void>;
}): Mailer {
  const transport = deps.transport === undefined ? (deps.env.SMTP_HOST ? lazyTransport(deps.env) : null) : deps.transport;
  const from = deps.env.SMTP_FROM ?? 'HCIMS <no-reply@hcims.invalid>';
  const inFlight = new Set<Promise<void>>();
  /** Links of queued messages, by mail id, until delivered (a message of a rolled-back transaction is forgotten at the cap). */
  const links = new Map<string, string>();
  const LINKS_MAX = 10_000;

  // At most a few deliveries use the database or SMTP at once: an import dispatches 10,000
  // invitations together, and each delivery reads its message on the owner's small pool, so more
  // would wait for a connection until the pool's time-out and fail. The rest queue here, in order;
  // a delivery waiting for its transaction to commit holds no slot while it sleeps.
  let delivering = 0;
  const queued: (() => void)[] = [];
  const slot = async (): Promise<void> => {
    if (delivering < MAX_DELIVERIES) {
      delivering++;
      return;
    }
    await new Promise<void>((resolve) => queued.push(resolve));
  };
  /** Hands the slot to the next queued delivery, or frees it. */
  const release = () => {
    const next = queued.shift();
    if (next) next();
    else delivering--;
  };
  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    await slot();
    try {
      return await work();
    } finally {
      release();
    }
  };

  async function deliver(id: string, waits: readonly number[] = []): Promise<void> {
    const { db } = deps.database;
    let row = await limited(() => findMail(db, id));
    for (const ms of waits) {
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, ms));
      row = await limited(() => findMail(db, id));
    }
    const link = links.get(id);
    links.delete(id);
    if (!row || !transport || row.status !== 'queued') return;
    const queuedRow = row;
    await limited(async () => {
      try {
        const text = link ? queuedRow.bodyText.replaceAll(LINK_NOT_KEPT, link) : queuedRow.bodyText;
        await transport.send({ from, to: queuedRow.toAddress, subject: queuedRow.subject, text });
        await markMailSent(db, id, deps.clock(), queuedRow.attempts + 1);
        deps.log.info({ mailId: id, to: queuedRow.toAddress, purpose: queuedRow.purpose }, 'mail sent');
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
        await markMailFailed(db, id, queuedRow.attempts + 1, message);
        deps.log.warn({ mailId: id, purpose: queuedRow.purpose, error: message }, 'mail delivery failed');
      }
    });
  }

  async function enqueueMany(tx: Db, mails: readonly OutgoingMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const createdAt = deps.clock();
    // Ids are made here, not returned: request paths may write mail but never read it back.
    const ids = mails.map(() => randomUUID());
    await insertMails(
      tx,
      mails.map((mail, i) => ({
        id: ids[i]!,
        toAddress: mail.to,
        userId: mail.userId ?? null,
        purpose: mail.purpose,
        subject: mail.subject,
        bodyText: mail.text.replaceAll(MAIL_LINK, LINK_NOT_KEPT),
        containsSecret: mail.link !== undefined,
        status: transport ? ('queued' as const) : ('stored' as const),
        createdAt,
      })),
    );
    if (deps.keepCopies)
      await deps.keepCopies(
        tx,
        mails.map((mail) => ({
          userId: mail.userId ?? null,
          purpose: mail.purpose,
          subject: mail.subject,
          text: mail.text.replaceAll(MAIL_LINK, LINK_NOT_KEPT),
          at: createdAt,
        })),
      );
    if (transport) {
      mails.forEach((mail, i) => {
        if (mail.link === undefined) return;
        if (links.size >= LINKS_MAX) links.delete(links.keys().next().value!);
        links.set(ids[i]!, mail.link);
      });
    }
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
      run(id, []);
    },
    dispatchWhenCommitted(id) {
      run(id, COMMIT_WAITS);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };

  function run(id: string, waits: readonly number[]): void {
    // Without SMTP a message is only stored (it was written 'stored'): nothing to read or send.
    // An import dispatches 10,000 at once; reading each back would keep the pool busy for seconds.
    if (!transport) {
      deps.log.debug({ mailId: id }, 'mail stored only (no SMTP configured)');
      return;
    }
    const job = deliver(id, waits)
      .catch((error: unknown) => deps.log.error({ err: error, mailId: id }, 'mail dispatch failed'))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }
}

/** Deliveries in flight at once (each holds an owner connection while it reads or marks its message). */
export const MAX_DELIVERIES = 4;

/** How long `dispatchWhenCommitted` waits between looks for a message whose transaction is still open. */
const COMMIT_WAITS = [50, 200, 500, 1000, 2000, 2500] as const;

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
