import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointList, endpoints } from '@nanhua/contract';
import { api } from './api';

describe('web call table vs the contract', () => {
  it('has exactly the contract endpoints', () => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(endpointList.map((e) => [e.path, e] as const))('%s matches method, channel and body encoding', (path, e) => {
    const row = api[path as keyof typeof api];
    expect({ path: row.path, method: row.method, channel: row.channel, bodyKind: row.bodyKind }).toEqual({
      path: e.path,
      method: e.method,
      channel: e.channel,
      bodyKind: e.bodyKind,
    });
  });
});

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });

describe('start-up path stays free of zod', () => {
  // Values of these contract exports are zod schemas; importing one at runtime puts zod in the bundle.
  const zodful = /\b(endpoints|endpointList|defineEndpoint|tokenPair|tokenUser|carouselItem|notice|sponsor|versionInfo|id|idParams|intLike|pageQuery|pagingQuery|keyword|paged|isoTime|pendingBody|pendingResult)\b/;

  it.each(sourceFiles(srcDir).map((f) => [relative(srcDir, f), f] as const))('%s imports no zod schema values', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/^import (?!type )[^;]*from 'zod'/m);
    for (const m of text.matchAll(/^import (?!type )\{([^}]*)\} from '@nanhua\/contract';/gm)) {
      const values = m[1]
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('type '));
      expect(values.filter((v) => zodful.test(v)), `value import of a zod schema in ${file}`).toEqual([]);
    }
  });
});
