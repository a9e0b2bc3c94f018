// `npm run admin:create -- --email <address> --name <name>`: the first admin of a new database.
// The password comes from ADMIN_PASSWORD or is asked for (twice, not echoed) on a terminal; piped, its first line is read.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.js';
import { acquireDataLock, DataLockError } from '../db/data-lock.js';
import { systemClock } from '../services/clock.js';
import { AdminCliRefusal, createAdminAccount, parseAdminArgs } from './create-admin.js';

const locale = /^zh/i.test(process.env.LANG ?? '') ? 'zh-Hans' : 'en';

/** One line from a terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(prompt);
    out._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) {
    const first = await askHidden('Password: ');
    if ((await askHidden('Password again: ')) !== first)
      throw new AdminCliRefusal(locale === 'en' ? 'The two passwords differ' : '两次输入的密码不一致');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

let exitCode = 0;
try {
  const args = parseAdminArgs(process.argv.slice(2));
  const password = await readPassword();
  const dataDir = process.env.DATA_DIR || './data';
  // The embedded database belongs to one process: refused while the server runs on this DATA_DIR.
  const lock = process.env.DATABASE_URL ? null : acquireDataLock(dataDir);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: join(dataDir, 'db') });
  try {
    await database.migrate(fileURLToPath(new URL('../db/migrations', import.meta.url)));
    const admin = await createAdminAccount({ database, clock: systemClock }, { ...args, password }, locale);
    console.log(
      locale === 'en'
        ? `Admin account ${admin.email} created (id ${admin.id}). Sign in to the console at /console/.`
        : `管理员账号 ${admin.email} 已创建（编号 ${admin.id}），请登录 /console/ 管理后台。`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
} catch (err) {
  const refused = err instanceof AdminCliRefusal || err instanceof DataLockError;
  console.error(refused ? `admin:create refused: ${err.message}` : err);
  exitCode = refused ? 2 : 1;
}
process.exit(exitCode);
