import type { Db } from '../client.js';

/** Demo ticket sales, ticketing information and news, and the staff account (tickets issue). */
export async function seedTickets(_db: Db, _filesDir: string, _now: Date): Promise<void> {}
