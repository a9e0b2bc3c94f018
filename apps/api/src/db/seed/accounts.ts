import type { Db } from '../client.js';

/** Demo accounts and their community data (filled by the accounts issue). */
export async function seedAccounts(_db: Db, _filesDir: string, _now: Date): Promise<void> {}
