#!/usr/bin/env node
/**
 * The house-plan counts of issue 36, rerunnable by anyone: `node scripts/house-counts.mjs [--list]`.
 *
 * 1. Upward folder pairs in the API (apps/api/src, test files excluded). Each folder has a layer, low to
 *    high: lib and config.ts (0) · db, its seed included while it lives there (1) · services (2) · http (3) ·
 *    plugins (4) · modules (5) · the root's app, composition, main, backup, restore, cli and seed (6). An import
 *    from a lower layer into a higher one is upward; so is a module's service or repository file importing
 *    http/ (a service knows no transport). A pair is (importing room, imported room), where a room is
 *    modules/<family>, db/seed, or the top folder; each pair counts once however many imports it holds.
 *    Test files and the test kits beside the sources are left out.
 * 2. Inline `request(` calls in the console's pages (apps/console/src/pages): pages call their feature's api/.
 * 3. `as unknown as` in route registration (apps/api/src/**\/routes.ts and http/route.ts).
 * 4. The wiring scheme (issue 36 item 2; apps/api/test/wiring.test.ts pins it): files named staff-*.ts
 *    outside a family's staff room (modules/<family>/staff/), and the imports of composition.ts that are
 *    neither an area factory (modules/<area>.ts) nor infrastructure (db, http, lib, services, config).
 * The `duplicates` pairs of the issue come from the tool library's `duplicates`, not from this script.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const list = process.argv.includes('--list');

function files(dir, keep) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(p);
      } else if (keep(p)) out.push(p);
    }
  };
  walk(dir);
  return out;
}
/** Source files: not tests, not the test kits beside them (`test-kit.ts`, `*.test-data.ts`), not declarations. */
const source = (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$|test-kit\.ts$|\.test-data\.ts$|\.d\.ts$/.test(p);

// 1. upward folder pairs
const api = join(repo, 'apps/api/src');
const rootLayer = { 'config.ts': 0 };
const folderLayer = { lib: 0, db: 1, services: 2, http: 3, plugins: 4, modules: 5, cli: 6 };
const parts = (abs) =>
  relative(api, abs)
    .replace(/\.(js|ts|tsx)$/, '')
    .split(sep);
const layerOf = (abs) => {
  const [top] = parts(abs);
  if (parts(abs).length === 1) return rootLayer[`${top}.ts`] ?? 6;
  return folderLayer[top] ?? 6;
};
const roomOf = (abs) => {
  const p = parts(abs);
  if (p.length === 1) return p[0];
  if (p[0] === 'modules') return `modules/${p[1]}`;
  if (p[0] === 'db' && p[1] === 'seed') return 'db/seed';
  return p[0];
};
const upward = new Map();
for (const file of files(api, source)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = normalize(join(dirname(file), m[1]));
    const from = roomOf(file);
    const to = roomOf(target);
    if (from === to) continue;
    const serviceToHttp =
      parts(file)[0] === 'modules' && /(service|repository)[^/]*\.ts$/.test(file) && parts(target)[0] === 'http';
    if (layerOf(file) < layerOf(target) || serviceToHttp) {
      const key = `${from} → ${to}`;
      upward.set(key, [...(upward.get(key) ?? []), `${relative(repo, file)} → ${m[1]}`]);
    }
  }
}

// 2. inline request( in console pages
const pages = join(repo, 'apps/console/src/pages');
const inline = [];
for (const file of files(pages, source)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (/(^|[^\w.])request\(/.test(line)) inline.push(`${relative(repo, file)}:${i + 1}`);
    });
}

// 3. `as unknown as` in route registration
const registration = files(
  api,
  (p) => source(p) && (/[\\/]routes\.ts$/.test(p) || p.endsWith(join('http', 'route.ts'))),
);
const casts = [];
for (const file of registration) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.includes('as unknown as')) casts.push(`${relative(repo, file)}:${i + 1}`);
    });
}

// 4. the wiring scheme
const modulesDir = join(api, 'modules');
const strayStaff = files(modulesDir, (p) => /\.ts$/.test(p))
  .map((p) => relative(api, p).split(sep).join('/'))
  .filter((p) => /(^|\/)staff-[^/]*\.ts$/.test(p) && !/^modules\/[^/]+\/staff\//.test(p));
const besideAreas = [...readFileSync(join(api, 'composition.ts'), 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)]
  .map((m) => m[1])
  .filter((i) => !/^\.\/(db|http|lib|services)\/|^\.\/config\.js$|^\.\/modules\/[^/]+\.js$/.test(i));

const show = (title, items) => {
  console.log(`${String(items.length).padStart(5)}  ${title}`);
  if (list) for (const x of items) console.log(`         ${x}`);
};
show('upward folder pairs in apps/api/src (outside tests)', [...upward.keys()].sort());
if (list) for (const [k, v] of [...upward].sort()) console.log(`         ${k}:\n           ${v.join('\n           ')}`);
show('inline request( calls in apps/console/src/pages', inline);
show('`as unknown as` in API route registration', casts);
show('files named staff-*.ts outside a staff room (apps/api/src/modules)', strayStaff);
show('composition.ts imports beside the area factories and infrastructure', besideAreas);
