// Bundles the API (and the TypeScript contract it imports) into dist/main.js; npm packages stay
// external and load from node_modules. Also copies the migrations and pre-compresses the web build.
import { build } from 'esbuild';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@nanhua/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // the server, the `npm run backup` / `npm run restore` commands and `npm run admin:create` (dist/cli/)
  entryPoints: ['src/main.ts', 'src/backup.ts', 'src/restore.ts', 'src/cli/admin-create.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
// An embedded database with every migration applied, made once here and shut down cleanly: a first
// start copies this directory instead of running initdb and the migrations, and starts it without crash
// recovery (db/client.ts openPglite; a newer migration still applies).
{
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pglite = await PGlite.create({ dataDir: 'dist/db/template', extensions: { pg_trgm } });
  await migrate(drizzle({ client: pglite }), { migrationsFolder: 'dist/db/migrations' });
  await pglite.exec('checkpoint');
  await pglite.close();
}
// The demo seed copies its committed media (video clips) from here into DATA_DIR.
cpSync('src/db/seed/assets', 'dist/db/seed/assets', { recursive: true });

// Hashed web assets get .br and .gz twins so the server never compresses them per request.
// The staff console's build likewise.
for (const web of ['../web/dist', '../console/dist']) {
  if (!existsSync(web)) continue;
  const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  for (const f of walk(web).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
    const buf = readFileSync(f);
    if (buf.length < 1024) continue;
    writeFileSync(`${f}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${f}.gz`, gzipSync(buf, { level: 9 }));
  }
}
console.log('api built: dist/main.js');
