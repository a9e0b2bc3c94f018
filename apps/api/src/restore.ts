// `npm run restore -- <file> [--force]`: a backup from `npm run backup` into DATA_DIR. Stop the server first.
import { CliRefusal, restore } from './db/backup.js';

try {
  if (process.env.DATABASE_URL)
    throw new CliRefusal(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore/psql. This command restores the embedded database.',
    );
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file)
    throw new CliRefusal('Usage: npm run restore -- <backup.tar.gz> [--force]   (DATA_DIR says where, default ./data)');
  const r = await restore(file, process.env.DATA_DIR || './data', args.includes('--force'));
  console.log(`Restored ${r.files} files into ${r.dataDir}`);
  if (r.movedAside)
    console.log(`The previous data was moved to ${r.movedAside} (delete it once the restored server looks right).`);
} catch (err) {
  console.error(err instanceof CliRefusal ? `restore refused: ${err.message}` : err);
  process.exit(err instanceof CliRefusal ? 2 : 1);
}
