import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The wiring scheme (issue 36 item 2), pinned on the source: the composition root builds the app area by
 * area (modules/<area>.ts), an area builds and registers its families, and the staff side of a family
 * lives in one room, modules/<family>/staff/. These tests read the files; they start no app.
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const modules = join(src, 'modules');
const rel = (p: string) => relative(src, p).split(sep).join('/');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}
const sources = walk(modules).filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'));
/** The area factories: the files directly in modules/. */
const areas = readdirSync(modules, { withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts'))
  .map((e) => e.name.replace(/\.ts$/, ''));
/** A staff room: the staff/ folder of a family (modules/<family>/staff/...). */
const inStaffRoom = (p: string) => /^modules\/[^/]+\/staff\//.test(rel(p));
const importsOf = (file: string) =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => m[1]!);
/** The calls a file registers by name: `route(endpoints['/path'], …)`. */
const registered = (p: string) =>
  [...readFileSync(p, 'utf8').matchAll(/route\(\s*endpoints\['([^']+)'\]/g)].map((m) => m[1]!);
const isStaffCall = (path: string) => path.startsWith('/admin/');

describe('the wiring scheme', () => {
  it('finds the areas and the staff rooms it checks', () => {
    expect(areas).toEqual(expect.arrayContaining(['accounts', 'browse', 'commerce', 'content', 'staff']));
    const rooms = new Set(sources.filter(inStaffRoom).map((p) => rel(p).split('/')[1]));
    expect([...rooms]).toEqual(
      expect.arrayContaining(['ticket', 'shop', 'membership', 'orders', 'feedback', 'engagement', 'live-cast']),
    );
  });

  it('names no file staff-*.ts outside a staff room: a family keeps its staff side in modules/<family>/staff/', () => {
    const stray = sources.filter((p) => /(^|\/)staff-[^/]*\.ts$/.test(rel(p)) && !inStaffRoom(p)).map(rel);
    expect(stray).toEqual([]);
  });

  it('has composition.ts import only area factories and the infrastructure', () => {
    const infrastructure = /^\.\/(db|http|lib|services)\/|^\.\/config\.js$/;
    const area = /^\.\/modules\/([^/]+)\.js$/;
    const other = importsOf('composition.ts').filter(
      (i) => !infrastructure.test(i) && !(area.test(i) && areas.includes(i.match(area)![1]!)),
    );
    expect(other).toEqual([]);
  });

  it('has app.ts register the modules only through the areas', () => {
    const families = importsOf('app.ts').filter(
      (i) => i.startsWith('./modules/') && !/^\.\/modules\/[^/]+\.js$/.test(i),
    );
    expect(families).toEqual([]);
  });

  it('gives every area the same two entries: <area>Services(deps) and register<Area>({ route, app, deps }, services)', () => {
    const off = areas.filter((a) => {
      const text = readFileSync(join(modules, `${a}.ts`), 'utf8');
      return (
        !/export function \w+Services\(/.test(text) || !/export function register\w+\(\{[^}]*\}: AreaRoutes,/.test(text)
      );
    });
    expect(off).toEqual([]);
  });

  it('registers no call in an area file: each family registers its own, in its routes', () => {
    const inline = areas.filter((a) => registered(join(modules, `${a}.ts`)).length > 0);
    expect(inline).toEqual([]);
  });

  it('puts the staff calls of a family that members use too in its staff room, and nothing else there', () => {
    const byFamily = new Map<string, { file: string; path: string }[]>();
    for (const p of sources.filter((f) => /^modules\/[^/]+\//.test(rel(f)))) {
      const family = rel(p).split('/')[1]!;
      for (const path of registered(p)) byFamily.set(family, [...(byFamily.get(family) ?? []), { file: p, path }]);
    }
    const misplaced: string[] = [];
    for (const calls of byFamily.values()) {
      // A family only staff use (the box office, the door, the media library, …) is a staff room whole.
      const membersToo = calls.some((c) => !isStaffCall(c.path));
      for (const c of calls) {
        if (inStaffRoom(c.file) ? !isStaffCall(c.path) : membersToo && isStaffCall(c.path))
          misplaced.push(`${rel(c.file)}: ${c.path}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('registers a staff room by one function, register<Family>StaffRoutes(route, staff), from its routes.ts', () => {
    const rooms = [...new Set(sources.filter(inStaffRoom).map((p) => rel(p).split('/').slice(0, 3).join('/')))];
    const off = rooms.filter((room) => {
      let text: string;
      try {
        text = readFileSync(join(src, room, 'routes.ts'), 'utf8');
      } catch {
        return true;
      }
      const entries = [...text.matchAll(/export function (\w+)\(\s*route: Registrar,/g)].map((m) => m[1]);
      return entries.length !== 1 || !/^register\w+StaffRoutes$/.test(entries[0]!);
    });
    expect(off).toEqual([]);
  });
});
