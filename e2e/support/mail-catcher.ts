import { SMTPServer } from 'smtp-server';
import { freePort } from './server.js';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** Bodies of the MIME parts (base64 and quoted-printable decoded), text first. */
export function mailText(raw: string): string {
  const decode = (headers: string, body: string) => {
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  };
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/).map((p) => {
    const i = p.search(/\r?\n\r?\n/);
    return i < 0 ? '' : decode(p.slice(0, i), p.slice(i).trim());
  });
  return parts.join('\n');
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Wait for the next mail to `to` after `after` mails had arrived, and read its 6-digit code. */
    async codeFor(to: string, after = 0): Promise<string> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const mail = mails.slice(after).find((m) => m.to.includes(to.toLowerCase()));
        const code = mail && mailText(mail.raw).match(/(?<![\d#])\d{6}(?!\d)/)?.[0];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
