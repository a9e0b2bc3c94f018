import { endpoints, type EditableContentFamily } from '@nanhua/contract';
import type { z } from 'zod';
import type { Services } from '../composition.js';
import type { Db } from '../db/client.js';
import { parse } from '../lib/validate.js';
import type { AuthUser } from '../services/caller.js';

/** A call's body checked and shaped as the registrar checks every call's (a refusal stops the seed). */
export const body = <B extends z.ZodType>(call: { body?: B }, raw: z.input<B>): z.output<B> => parse(call.body, raw)!;

/**
 * What every part of the seed works with: the app's own services, built over the seed's transaction
 * with the seed's clock, and the staff account they act as. Demo content goes through these (the
 * console's and the app's code paths); `db` is only for the named exceptions in history.ts.
 */
export interface Seeding {
  services: Services;
  /** The staff account every staff call is signed as (the audit trail names it). */
  staffId: number;
  /** The seed's transaction: history.ts only. */
  db: Db;
  filesDir: string;
  /** The app's public address (the links a service writes into members' messages). */
  origin: string;
  /** The seeding instant: demo dates are relative to it. */
  now: Date;
  /** Runs `fn` with the services' clock at `at` (a comment written days ago, a vote cast while it ran). */
  at<T>(at: Date, fn: () => Promise<T>): Promise<T>;
  /** A content family item created through the console's call: the contract parses `raw` first. */
  content<F extends EditableContentFamily>(
    family: F,
    raw: z.input<(typeof endpoints)[`/admin/${F}/create`]['body']>,
  ): Promise<{ id: number }>;
  /** The demo members (accounts.ts makes them) as the registrar hands a signed-in member to a service. */
  members: AuthUser[];
}

/** The clock the seed's services read: the seeding instant, or the moment `at` sets while one write runs. */
export function seedClock(now: Date) {
  let current: Date | undefined;
  return {
    clock: { now: () => new Date((current ?? now).getTime()) },
    async at<T>(at: Date, fn: () => Promise<T>): Promise<T> {
      current = at;
      try {
        return await fn();
      } finally {
        current = undefined;
      }
    },
  };
}

/** The create call of a content family, as the console makes it (contract-parsed body, signed as staff). */
export function contentCreate(services: Services, staffId: number): Seeding['content'] {
  return async (family, raw) => {
    const parsed = body(endpoints[`/admin/${family}/create`] as { body?: z.ZodType }, raw) as Record<string, unknown>;
    return (await services.contentAdmin.create(family, parsed, staffId)) as { id: number };
  };
}
