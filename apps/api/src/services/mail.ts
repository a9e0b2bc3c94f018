import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends Mail {
  from: string;
  sentAt: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

export interface Mailer {
  /** `log`: the request's logger, where the development outbox notes each mail. */
  send(mail: Mail, log?: MailLog): Promise<void>;
}

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox: every mail is
 * logged and kept as a JSON file under DATA_DIR/outbox (read back only outside production).
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    // nodemailer loads with the first mail, not at start.
    let transport: Promise<Transporter> | undefined;
    return {
      async send(mail) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(url));
        await (await transport).sendMail({ from, ...mail });
      },
    };
  }
  const dir = outboxDir(config.dataDir);
  return {
    async send(mail, log) {
      mkdirSync(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const stored: StoredMail = { from, sentAt, ...mail };
      try {
        writeFileSync(join(dir, name), JSON.stringify(stored, null, 2));
      } catch (err) {
        // A disk that filled up mid-write would leave half a mail the outbox readers cannot parse.
        rmSync(join(dir, name), { force: true });
        throw err;
      }
      log?.info({ to: mail.to, subject: mail.subject, file: name }, 'mail kept in the development outbox');
    },
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
