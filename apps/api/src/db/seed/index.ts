import type { Db } from '../client.js';
import { seedAccounts } from './accounts.js';
import { seedContent } from './content.js';
import { seedEngage } from './engage.js';
import { seedLive } from './live.js';
import { seedMembership } from './membership.js';
import { seedShop } from './shop.js';
import { seedSite } from './site.js';
import { seedTickets } from './tickets.js';

/**
 * Demo content for a new empty database, written through the modules' own repositories. Answers
 * what main prints once (the staff account's generated password).
 */
export async function seedDemo(db: Db, filesDir: string, now = new Date()): Promise<{ staff?: { email: string; password: string } }> {
  await seedSite(db, filesDir, now);
  await seedContent(db, filesDir, now);
  await seedAccounts(db, filesDir, now);
  await seedEngage(db, filesDir, now);
  await seedMembership(db, filesDir, now);
  await seedShop(db, filesDir, now);
  await seedLive(db, filesDir, now);
  return seedTickets(db, filesDir, now);
}
