// `npm run backup [-- <file>]`: DATA_DIR (embedded database, media) to one .tar.gz. Stop the server first.
import { backup, CliRefusal } from './db/backup.js';

try {
  if (process.env.DATABASE_URL) {
    throw new CliRefusal(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, and copy DATA_DIR/files (the media) beside it. This command covers the embedded database.',
    );
  }
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const r = await backup(process.env.DATA_DIR || './data', args[0]);
  console.log(`Backup written: ${r.file}  (${r.entries} files and folders, ${(r.bytes / 1e6).toFixed(1)} MB)`);
  console.log(`Restore with:   npm run restore -- ${r.file}`);
} catch (err) {
  console.error(err instanceof CliRefusal ? `backup refused: ${err.message}` : err);
  process.exit(err instanceof CliRefusal ? 2 : 1);
}
