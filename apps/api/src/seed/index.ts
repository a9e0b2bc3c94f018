import type { Db } from '../db/client.js';
import { seedAbout } from './about.js';
import { seedAccounts } from './accounts.js';
import { seedCompanyContact } from './contact.js';
import { seedContent } from './content.js';
import { seedEngage } from './engage.js';
import { seedLive } from './live.js';
import { seedMembership } from './membership.js';
import { seedShop } from './shop.js';
import { seedSite } from './site.js';
import { seedTickets } from './tickets.js';
import { settleCopies } from './images.js';

/**
 * Demo content for a new empty database, written through the modules' own repositories, in ONE
 * transaction (one commit to flush, and a failed seed leaves nothing half written). Answers what main
 * prints once (the staff account's generated password).
 */
export async function seedDemo(
  db: Db,
  filesDir: string,
  now = new Date(),
): Promise<{ staff?: { email: string; password: string } }> {
  try {
    return await seedRows(db, filesDir, now);
  } finally {
    // The media files the rows name, copied meanwhile (images.ts queueCopy): all in place before it answers.
    await settleCopies();
  }
}

function seedRows(db: Db, filesDir: string, now: Date): Promise<{ staff?: { email: string; password: string } }> {
  return db.transaction(async (tx) => {
    // A transaction has the database's query surface; the seeds take the database type.
    const t = tx as unknown as Db;
    await seedSite(t, filesDir, now);
    await seedAbout(t);
    await seedCompanyContact(t, now);
    await seedContent(t, filesDir, now);
    await seedAccounts(t, filesDir, now);
    await seedEngage(t, filesDir, now);
    await seedMembership(t, filesDir, now);
    await seedShop(t, filesDir, now);
    await seedLive(t, filesDir, now);
    return seedTickets(t, filesDir, now);
  });
}
