import type { Db } from '../client.js';
import { seedAccounts } from './accounts.js';
import { seedContent } from './content.js';
import { seedSite } from './site.js';
import { seedTickets } from './tickets.js';

/** Demo content for a new empty database, written through the modules' own repositories. */
export async function seedDemo(db: Db, filesDir: string, now = new Date()): Promise<void> {
  await seedSite(db, filesDir, now);
  await seedContent(db, filesDir, now);
  await seedAccounts(db, filesDir, now);
  await seedTickets(db, filesDir, now);
}
