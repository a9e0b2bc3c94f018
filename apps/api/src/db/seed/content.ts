import type { Db } from '../client.js';

/** Demo content of the company: performances, productions, learning, videos, news (browse issue). */
export async function seedContent(_db: Db, _filesDir: string, _now: Date): Promise<void> {}
