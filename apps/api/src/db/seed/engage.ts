import type { Db } from '../client.js';

/** Demo comments, replies, likes, registrations and votes (participation issue). */
export async function seedEngage(_db: Db, _filesDir: string, _now: Date): Promise<void> {}
