// Bundles the API, the TypeScript contract it imports and the npm packages it uses into dist/main.js
// (and the other entry points), so a start loads a few files instead of resolving and compiling
// hundreds of modules in node_modules. Also copies the migrations, packs the template database and
// pre-compresses the web build.
import { build } from 'esbuild';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

// What stays in node_modules, loaded at run time: native addons (argon2, sharp), PGlite (it finds its
// WebAssembly, file-system bundle and extensions beside its own files), Swagger UI (serves the files of
// its own package folder), and pg's optional native binding (never installed).
const external = ['@node-rs/argon2', 'sharp', '@electric-sql/pglite', '@fastify/swagger-ui', 'pg-native'];

rmSync('dist', { recursive: true, force: true });
await build({
  // the server, the `npm run backup` / `npm run restore` commands and `npm run admin:create` (dist/cli/)
  entryPoints: ['src/main.ts', 'src/backup.ts', 'src/restore.ts', 'src/cli/admin-create.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.ts imports the server after it starts opening the database: a chunk of its own.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  // The CommonJS packages in the bundle call require() for Node's modules and their JSON.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// Only what the migrator reads: the SQL and meta/_journal.json (drizzle-kit's snapshots, 4.5 MB, stay in src).
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true, filter: (f) => !f.endsWith('_snapshot.json') });
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
cpSync('src/seed/assets', 'dist/seed/assets', { recursive: true });
// The company picture shared links without a picture of their own show (modules/share/preview-images.ts).
cpSync('src/modules/share/assets/company-card.jpg', 'dist/share/company-card.jpg');

// Hashed web assets get .br and .gz twins so the server never compresses them per request.
// The staff console's build likewise.
for (const web of ['../web/dist', '../console/dist']) {
  if (!existsSync(web)) continue;
  const walk = (d) =>
    readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  for (const f of walk(web).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
    const buf = readFileSync(f);
    if (buf.length < 1024) continue;
    writeFileSync(`${f}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${f}.gz`, gzipSync(buf, { level: 9 }));
  }
}
console.log('api built: dist/main.js');
