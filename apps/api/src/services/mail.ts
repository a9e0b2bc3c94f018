import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { MailAttachmentRow } from '../db/schema/index.js';
import type { Clock } from './clock.js';
import {
  claimDueMails,
  insertMail,
  markMailAttemptFailed,
  markMailSent,
  reclaimFailedMail,
  supersedeMails,
  type MailRow,
} from './mail-queue.js';

/** An attachment: `content` is UTF-8 text (an .ics calendar file, a .csv); binary files are not supported. */
export type MailAttachment = MailAttachmentRow;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface StoredMail extends Mail {
  from: string;
  sentAt: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/**
 * What became of a mail when `send` answers: delivered to the SMTP server (or the outbox); delayed (a
 * temporary failure or no answer before the wait ran out: it stays queued and the sweep retries it); or
 * failed for good (the server refused it permanently, 5xx).
 */
export type MailOutcome = 'sent' | 'delayed' | 'failed';

export interface SendOptions {
  /** What the mail is (`code:register`, `ticket`, …): the console shows it, `replaces` and lifetimes go by it. */
  kind?: string;
  /** A newer mail of this kind to this address makes the undelivered older ones pointless (a new code kills the old one). */
  replaces?: boolean;
}

export interface Mailer {
  /**
   * Queues the mail and tries it once at once (outside any transaction), waiting at most MAIL_SEND_WAIT_MS
   * for the answer. `log`: the request's logger, where the development outbox notes each mail.
   */
  send(mail: Mail, log?: MailLog, opts?: SendOptions): Promise<MailOutcome>;
  /** Only the row, in the caller's transaction: the sweep sends it once that has committed. */
  queue(db: DbOrTx, mail: Mail, opts?: SendOptions): Promise<void>;
  /** The sweep: claims the due rows and delivers them; how many left. */
  retryDue(): Promise<number>;
  /** Staff: a failed mail queued again and tried at once; null when that mail is not a failed one. */
  retryFailed(id: number): Promise<MailOutcome | null>;
  close(): void;
}

/** Where a mail goes once it is its turn: the SMTP server, or the development outbox. */
interface MailTransport {
  deliver(mail: Mail & { from: string }, log?: MailLog): Promise<void>;
  close(): void;
}

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/** A retried row is held this long by the process sending it; past that the sweep takes it over (that process died). */
export const MAIL_LEASE_MS = 2 * 60_000;
/** After this many attempts a mail that still only meets temporary failures is given up (about four hours). */
export const MAIL_MAX_ATTEMPTS = 10;
/** Rows one sweep claims; the rest wait for the next tick. */
const SWEEP_BATCH = 20;
/** The last error as the console shows it: enough of the server's answer, never a whole transcript. */
const ERROR_MAX = 500;
/** last_error of a mail a newer one of its kind replaced (the console translates it). */
export const SUPERSEDED = 'superseded';
/** last_error of a mail whose content expired before it could be delivered (a verification code). */
export const EXPIRED = 'expired';

/** A minute, doubling per attempt, at most an hour: greylisting servers accept the second try after a few minutes. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * A 5xx answer is the server's final word (unknown mailbox, refused content); everything else — 4xx such
 * as 451 greylisting, a timeout, a refused or dropped connection — may pass on another try.
 */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);

function smtpTransport(url: string, timeoutMs: number): MailTransport {
  // nodemailer loads with the first mail, not at start. Pooled: a burst of mails shares a few
  // connections instead of one handshake each. Its own timeouts (2 min to connect, 30 s for the
  // greeting, 10 min idle) would outlast any request: each step gets MAIL_TIMEOUT_MS.
  let transport: Promise<Transporter> | undefined;
  return {
    async deliver(mail) {
      transport ??= import('nodemailer').then((m) =>
        m.default.createTransport({
          url,
          pool: true,
          maxConnections: 3,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        }),
      );
      await (await transport).sendMail(mail);
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

/** Every mail is logged and kept as a JSON file under DATA_DIR/outbox (read back only outside production). */
function outboxTransport(dataDir: string): MailTransport {
  const dir = outboxDir(dataDir);
  return {
    async deliver(mail, log) {
      mkdirSync(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const stored: StoredMail = { sentAt, ...mail };
      try {
        writeFileSync(join(dir, name), JSON.stringify(stored, null, 2));
      } catch (err) {
        // A disk that filled up mid-write would leave half a mail the outbox readers cannot parse.
        rmSync(join(dir, name), { force: true });
        throw err;
      }
      log?.info({ to: mail.to, subject: mail.subject, file: name }, 'mail kept in the development outbox');
    },
    close() {},
  };
}

export interface MailerDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'MAIL_TIMEOUT_MS' | 'MAIL_SEND_WAIT_MS'>;
  /** Per kind, how long after it was queued a mail is still worth delivering (a code's lifetime). */
  lifetimes?: Record<string, number>;
}

/**
 * Mail through a durable queue (DESIGN §8): every mail is a mail_queue row first, so a hung or greylisting
 * SMTP server delays a mail instead of losing it or holding the member's request past the client's 12 s.
 * SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox.
 */
export function createMailer(d: MailerDeps): Mailer {
  const { db, clock, config } = d;
  const from = config.MAIL_FROM;
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_TIMEOUT_MS)
    : outboxTransport(config.dataDir);

  /** One attempt of a row this process holds, its outcome recorded (outside any transaction). */
  async function attempt(row: MailRow, log?: MailLog): Promise<MailOutcome> {
    const lifetime = d.lifetimes?.[row.kind];
    if (lifetime !== undefined && clock.now().getTime() - row.createdAt.getTime() > lifetime) {
      await markMailAttemptFailed(db, row.id, EXPIRED, null);
      return 'failed';
    }
    try {
      const { to, subject, text, html } = row;
      await transport.deliver(
        { from, to, subject, text, html, ...(row.attachments ? { attachments: row.attachments } : {}) },
        log,
      );
    } catch (err) {
      const permanent = isPermanentMailError(err) || row.attempts >= MAIL_MAX_ATTEMPTS;
      await markMailAttemptFailed(
        db,
        row.id,
        describe(err),
        permanent ? null : new Date(clock.now().getTime() + retryDelayMs(row.attempts)),
      );
      return permanent ? 'failed' : 'delayed';
    }
    await markMailSent(db, row.id, clock.now());
    return 'sent';
  }

  /** The attempt's outcome, or `delayed` once the wait is over (the attempt goes on and records its own outcome). */
  async function attemptWithin(row: MailRow, log?: MailLog): Promise<MailOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<MailOutcome>((resolve) => {
      timer = setTimeout(() => resolve('delayed'), config.MAIL_SEND_WAIT_MS);
    });
    const tried = attempt(row, log).catch(() => 'delayed' as const);
    try {
      return await Promise.race([tried, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  const rowOf = (mail: Mail, opts?: SendOptions) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.length ? mail.attachments : null,
    kind: opts?.kind ?? 'mail',
  });

  return {
    async send(mail, log, opts) {
      const row = rowOf(mail, opts);
      if (opts?.replaces) await supersedeMails(db, row.to, row.kind, SUPERSEDED);
      const now = clock.now();
      const queued = await insertMail(db, row, now, new Date(now.getTime() + MAIL_LEASE_MS));
      return attemptWithin(queued, log);
    },

    async queue(tx, mail, opts) {
      const row = rowOf(mail, opts);
      if (opts?.replaces) await supersedeMails(tx, row.to, row.kind, SUPERSEDED);
      await insertMail(tx, row, clock.now());
    },

    async retryDue() {
      const now = clock.now();
      const rows = await claimDueMails(db, now, new Date(now.getTime() + MAIL_LEASE_MS), SWEEP_BATCH);
      let sent = 0;
      for (const row of rows) if ((await attempt(row)) === 'sent') sent++;
      return sent;
    },

    async retryFailed(id) {
      const row = await reclaimFailedMail(db, id, new Date(clock.now().getTime() + MAIL_LEASE_MS));
      return row ? attemptWithin(row) : null;
    },

    close: () => transport.close(),
  };
}

/** The newest outbox mail to `to` (file names sort by time). */
export function latestOutboxMail(dataDir: string, to: string): StoredMail | null {
  let names: string[];
  try {
    names = readdirSync(outboxDir(dataDir)).filter((n) => n.endsWith('.json'));
  } catch {
    return null;
  }
  for (const name of names.sort().reverse()) {
    const mail = JSON.parse(readFileSync(join(outboxDir(dataDir), name), 'utf8')) as StoredMail;
    if (mail.to.toLowerCase() === to.toLowerCase()) return mail;
  }
  return null;
}
