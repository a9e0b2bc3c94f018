import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md is the map a newcomer reads (issue 36): every workspace, API module and feature
 * folder of both front ends is named there, and every path the map names in backticks as a room exists.
 * A new folder without its line fails here.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const map = readFileSync(`${repo}docs/ARCHITECTURE.md`, 'utf8');
const folders = (dir: string) =>
  readdirSync(`${repo}${dir}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe('the architecture map', () => {
  it('names every workspace', () => {
    const missing = [
      ...folders('packages').map((n) => `packages/${n}`),
      ...folders('apps').map((n) => `apps/${n}`),
    ].filter((w) => !map.includes(w));
    expect(missing).toEqual([]);
  });

  it('names every API module folder', () => {
    const missing = folders('apps/api/src/modules').filter((n) => !map.includes(`\`modules/${n}\``));
    expect(missing).toEqual([]);
  });

  it('names every feature folder of the app and of the console', () => {
    const web = folders('apps/web/src/features').filter((n) => !map.includes(`\`features/${n}\``));
    const consoleMissing = folders('apps/console/src/features').filter((n) => !map.includes(`\`features/${n}\``));
    expect({ web, console: consoleMissing }).toEqual({ web: [], console: [] });
  });

  it('points only at folders and files that exist', () => {
    const links = [...map.matchAll(/\]\(\.\.\/([^)#]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !existsSync(`${repo}${l}`))).toEqual([]);
  });
});
