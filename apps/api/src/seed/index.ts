import { randomBytes } from 'node:crypto';
import { buildServices } from '../composition.js';
import type { Db } from '../db/client.js';
import type { AppDeps } from '../http/context.js';
import { createStaffAccount } from '../modules/staff/account-service.js';
import { createRateLimiter } from '../services/rate-limiter.js';
import { seedAbout } from './about.js';
import { seedAccounts } from './accounts.js';
import { seedCompanyContact } from './contact.js';
import { seedContent } from './content.js';
import { seedEngage } from './engage.js';
import { settleCopies } from './images.js';
import { seedLive } from './live.js';
import { seedMembership } from './membership.js';
import { seedShop } from './shop.js';
import { seedSite } from './site.js';
import { contentCreate, seedClock, type Seeding } from './staff-calls.js';
import { seedTickets } from './tickets.js';

/** What the seed needs of the app's dependencies: it builds the app's services over its own transaction. */
export type SeedDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'filesDir'>;

/** The staff account the demo is made by; its password is random and printed once by main. */
export const staffEmail = 'staff@namhwa.local';

/**
 * Demo content for a new empty database, made through the services staff and members use (the
 * composition root's, built over the seed's transaction with a clock at the seeding instant), signed as
 * the demo staff account, so the seed follows the same rules as the console (validation, media use,
 * audit trail). What no service can make (history: view counts, sold seats) is in history.ts, each with
 * its reason. ONE transaction: one commit to flush, and a failed seed leaves nothing half written.
 * Answers what main prints once (the staff account's generated password).
 */
export async function seedDemo(
  deps: SeedDeps,
  now = new Date(),
): Promise<{ staff?: { email: string; password: string } }> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      // A transaction has the database's query surface; the services take the database type. A service's
      // own transaction runs as part of the seed's, without a savepoint: a refusal ends the whole seed anyway.
      const db: Db = Object.assign(Object.create(tx), {
        transaction: <T>(fn: (inner: Db) => Promise<T>) => fn(db),
      });
      const { clock, at } = seedClock(now);
      const services = buildServices({
        ...deps,
        database: { ...deps.database, db },
        clock,
        limiter: createRateLimiter(db, clock),
      });
      // Never a fixed password: a random one, shown once by main on the first start.
      const password = randomBytes(12).toString('base64url');
      const staff = await createStaffAccount(
        { db, clock, audit: services.audit },
        { email: staffEmail, name: '南华票务', role: 'admin', password },
        undefined,
        'demo seed',
      );
      const s: Seeding = {
        services,
        staffId: staff.id,
        db,
        filesDir: deps.filesDir,
        origin: deps.config.publicUrl,
        now,
        at,
        content: contentCreate(services, staff.id),
        members: [],
      };
      await seedSite(s);
      await seedAbout(s);
      await seedCompanyContact(s);
      await seedContent(s);
      await seedAccounts(s);
      await seedEngage(s);
      await seedMembership(s);
      await seedShop(s);
      await seedLive(s);
      await seedTickets(s);
      return { staff: { email: staffEmail, password } };
    });
  } finally {
    // The media files the rows name, copied meanwhile (images.ts queueCopy): all in place before it answers.
    await settleCopies();
  }
}
