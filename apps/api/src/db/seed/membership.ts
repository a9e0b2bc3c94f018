import type { Db } from '../client.js';

/** Demo member packages (super, annual, monthly), written through the membership repository. */
export async function seedMembership(_db: Db, _filesDir: string, _now: Date): Promise<void> {}
