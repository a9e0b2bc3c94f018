import { resolve } from 'node:path';
import { limits } from '@nanhua/contract';
import { z } from 'zod';

/** Every environment variable the API reads (DESIGN §9), parsed once. */
const schema = z.object({
  /** Production unless a test harness says otherwise: nothing development-only is ever registered by `npm start`. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** PostgreSQL connections per API process; default two per core (db/client.ts poolSizeFor). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * PostgreSQL: a statement running longer is cancelled and the request answers 503 "busy" (its
   * transaction rolled back). Below the client's 12 s timeout, so a request the member gave up on keeps
   * nothing; db/client.ts sets the lock, idle-in-transaction and driver timeouts from it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(limits.requestTimeoutMs - 1000)
    .default(8000),
  /** PostgreSQL: how long a request waits for a free connection of the pool before answering 503. */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(limits.requestTimeoutMs - 1000)
    .default(5000),
  /**
   * The address members reach the site at: every absolute link the server writes (share pages, calendar
   * files, mails, messages, Zoom's way back) is built on it, never on the request's Host header.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .refine((v) => {
      // An address the URL check above refused is reported there alone.
      if (!URL.canParse(v)) return true;
      const u = new URL(v);
      return !u.search && !u.hash && !u.username && !u.password;
    }, 'must be the site address alone (no query, fragment or credentials), e.g. https://opera.example.org')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('南华潮剧社 Nam Hwa Opera <no-reply@namhwa.local>'),
  /**
   * SMTP: how long connecting, the server's greeting and each later wait on the socket may take before the
   * attempt counts as a temporary failure (nodemailer's own defaults run to minutes). Under 10 s.
   */
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(9999).default(7000),
  /**
   * How long a request (a code to e-mail) waits for its mail's first attempt before answering that the mail
   * is delayed (it stays queued and is retried); under the client's 12 s timeout with room for the rest.
   */
  MAIL_SEND_WAIT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(limits.requestTimeoutMs - 2000)
    .default(8000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Only for tests against a local stub; production talks to Stripe's own API. */
  STRIPE_API_BASE: z.url().optional(),
  /** Zoom Meeting SDK app credentials (live classes); without them the classroom lists classes and replays only. */
  ZOOM_SDK_KEY: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
  ZOOM_SDK_SECRET: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
  /** Secret token of the Zoom webhook app (recording.completed → replays); the webhook is off without it. */
  ZOOM_WEBHOOK_SECRET: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * API calls and page loads a minute per client address in this process (flood guard; static assets
   * and media are not counted). A family behind one home router browsing at once stays well inside it.
   * 0 turns it off (benchmarks).
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /**
   * Leading zero bits of the proof of work a sign-in must bring once its account has failed often from
   * many addresses (issue 31): 18 (about 260,000 hashes) is about a second on a phone; each more doubles it.
   */
  LOGIN_PROOF_BITS: z.coerce.number().int().min(1).max(20).default(18),
  /**
   * Seconds a request's headers and then its body may take to arrive (an upload gets another period each
   * time it has moved 16 KB): a body trickling in byte by byte is cut off with 408 instead of held for ever.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** Open connections one client address may hold; 0 turns the cap off. Not applied behind TRUST_PROXY (every connection is the proxy's). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  /**
   * Which proxies may name the client address in X-Forwarded-For: unset/`false` (none: the socket
   * address counts), a hop count (`1` behind one nginx), or a comma list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .transform((v, ctx): false | number | string[] => {
      const s = v.trim();
      if (s === 'false' || s === '0') return false;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const ipOrCidr = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+)(\/\d{1,3})?$/;
      if (list.length === 0 || !list.every((x) => ipOrCidr.test(x))) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, a hop count (e.g. 1) or a comma list of proxy addresses/CIDRs (never `true`: anyone could then choose their address)',
        });
        return z.NEVER;
      }
      return list;
    })
    .default(false),
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The door admits a ticket from this many minutes before its performance starts until it ends. */
  /** The Ed25519 private key that signs ticket codes (PEM, or base64 PKCS8 DER); unset: one made on first start and kept in the database. */
  DOOR_SIGNING_KEY: z.string().trim().min(1).optional(),
  CHECKIN_OPENS_MINUTES: z.coerce.number().int().min(0).max(1440).default(120),
  /** How often the order-expiry sweep runs; one sweep per interval across all API processes (services/jobs.ts). */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Largest video a staff upload may be, in MB (fractions allowed); streamed to disk, never held in memory. */
  MEDIA_VIDEO_MAX_MB: z.coerce.number().positive().max(100_000).default(500),
  /** Library files unused by any content (or deleted from the library) this many days are removed by the media sweep. */
  MEDIA_SWEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  /** PUBLIC_URL without a trailing slash, or on the demo start (unset) http://localhost:<PORT>. */
  publicUrl: string;
  /** PUBLIC_URL was unset and publicUrl is the local default (the start log says so). */
  publicUrlDefaulted: boolean;
};

export class ConfigError extends Error {}

/** MAIL_FROM's default domain: no mailbox exists there, so only the development outbox should use it. */
const PLACEHOLDER_MAIL_DOMAIN = 'namhwa.local';

/**
 * The start's warning when real mail (SMTP_URL) would go out from the placeholder sender: receiving
 * servers refuse or bin mail from a domain that does not exist. Null when there is nothing to say.
 */
export function mailFromWarning(c: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): string | null {
  if (!c.SMTP_URL) return null;
  const address = (/<([^<>]*)>\s*$/.exec(c.MAIL_FROM)?.[1] ?? c.MAIL_FROM).trim();
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (domain !== PLACEHOLDER_MAIL_DOMAIN) return null;
  return `MAIL_FROM is the placeholder address ${address}: mail servers refuse or bin mail from a domain that does not exist. Set MAIL_FROM to an address of your own domain, e.g. 南华潮剧社 Nam Hwa Opera <no-reply@opera.example.org>.`;
}

/** The URL parser's own form (no stray whitespace, host lower-cased), without a trailing slash: links append `/…` to it. */
const siteAddress = (v: string) => {
  const u = new URL(v);
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
};

/** Parse the environment; a bad value names the variable. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  const required: string[] = [];
  // Production content with demo money would take orders and take no money: the sandbox must be chosen on purpose.
  if (c.SEED === 'none' && cleaned.PAYMENT_PROVIDER === undefined) {
    required.push(
      'PAYMENT_PROVIDER: required when SEED=none (choose `stripe`, or `sandbox` on purpose for a test install that takes no money)',
    );
  }
  // Links are never built from the Host header (anyone can send one, and a shared cache keeps the page it
  // poisoned), so a real install must name its address; the demo start falls back to this machine.
  if (c.SEED === 'none' && !c.PUBLIC_URL) {
    required.push(
      'PUBLIC_URL: required when SEED=none (the address members reach the site at, e.g. https://opera.example.org)',
    );
  } else if (c.NODE_ENV === 'production' && c.SMTP_URL && !c.PUBLIC_URL) {
    // Real mail leaves the machine: a localhost link in it opens nothing on the member's phone.
    required.push(
      `PUBLIC_URL: required when SMTP_URL is set (every link in a mail is built on it; without it mails would link to http://localhost:${c.PORT}), e.g. https://opera.example.org`,
    );
  }
  // Without a shared secret each process would make its own, and a token one signed the next refuses:
  // PostgreSQL is how several processes serve one installation, so it needs the secret named.
  if (c.DATABASE_URL && !c.JWT_SECRET) {
    required.push(
      'JWT_SECRET: required when DATABASE_URL is set (every API process of the installation signs and checks sign-ins with it; at least 32 characters, e.g. `openssl rand -base64 48`)',
    );
  }
  if (required.length) throw new ConfigError(`Invalid configuration:\n  ${required.join('\n  ')}`);
  if (c.PAYMENT_PROVIDER === 'stripe') {
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!c[k]) throw new ConfigError(`Invalid configuration:\n  ${k}: required when PAYMENT_PROVIDER=stripe`);
    }
  }
  // Half a key pair would sign nothing Zoom accepts: name the missing half instead of failing at join time.
  if (Boolean(c.ZOOM_SDK_KEY) !== Boolean(c.ZOOM_SDK_SECRET)) {
    const missing = c.ZOOM_SDK_KEY ? 'ZOOM_SDK_SECRET' : 'ZOOM_SDK_KEY';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: required when ${missing === 'ZOOM_SDK_KEY' ? 'ZOOM_SDK_SECRET' : 'ZOOM_SDK_KEY'} is set`,
    );
  }
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: c.PUBLIC_URL ? siteAddress(c.PUBLIC_URL) : `http://localhost:${c.PORT}`,
    publicUrlDefaulted: !c.PUBLIC_URL,
  };
}
