import type { Locale } from '@nanhua/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../services/clock.js';
import type { Statfs } from '../services/storage.js';
import type { RateLimiter } from '../services/rate-limiter.js';
import type { TokenService } from '../services/tokens.js';

export { draftMark, seesDrafts, type AuthUser } from '../services/caller.js';
import type { AuthUser } from '../services/caller.js';

/** Everything a module may depend on, passed explicitly (no globals). */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  tokens: TokenService;
  limiter: RateLimiter;
  /** Built web app to serve at `/`, when present. */
  webDir?: string;
  /** Built staff console to serve at `/console/`, when present. */
  consoleDir?: string;
  /** Uploaded and generated media, served at `/files/`. */
  filesDir: string;
  /** Free space of a directory (health's storage check); fs.statfs when absent, a stub in tests. */
  statfs?: Statfs;
  /** Outbound HTTP (Zoom recording downloads); global fetch when absent, a fixture in tests. */
  fetch?: (url: string, init: { headers: Record<string, string>; signal?: AbortSignal }) => Promise<Response>;
  /** Zoom recording downloads' time limits (idle socket, the webhook's answer); the defaults when absent, shorter in tests. */
  zoomDownloads?: { idleTimeoutMs?: number; answerBudgetMs?: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Paths of contract endpoints that have a handler (the pending-ledger test reads it). */
    registeredEndpoints: Set<string>;
  }
}
