import type { DbOrTx } from '../../db/client.js';
import { feedback } from '../../db/schema/index.js';

export async function insertFeedback(db: DbOrTx, v: typeof feedback.$inferInsert): Promise<void> {
  await db.insert(feedback).values(v);
}
