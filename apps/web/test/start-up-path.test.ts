import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });

describe('the web start-up path stays free of zod (the client checks its own sources)', () => {
  // Values of these contract exports are zod schemas; importing one at runtime puts zod in the bundle.
  const zodful =
    /\b(endpoints|endpointList|defineEndpoint|tokenPair|tokenUser|carouselItem|notice|sponsor|versionInfo|id|idParams|intLike|pageQuery|pagingQuery|keyword|paged|isoTime|pendingBody|pendingResult)\b/;

  it.each(sourceFiles(srcDir).map((f) => [relative(srcDir, f), f] as const))(
    '%s imports no zod schema values',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(/^import (?!type )[^;]*from 'zod'/m);
      // The request layer, tokens and session come from @nanhua/client's one entry, never from its files.
      expect(text).not.toMatch(/from '@nanhua\/client\/|from '[./]*packages\/client/);
      for (const m of text.matchAll(/^import (?!type )\{([^}]*)\} from '@nanhua\/contract';/gm)) {
        const values = m[1]
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '));
        expect(
          values.filter((v) => zodful.test(v)),
          `value import of a zod schema in ${file}`,
        ).toEqual([]);
      }
    },
  );
});

describe('feature api modules load the web-wired client (lib/client.ts says why)', () => {
  const apiFiles = sourceFiles(srcDir).filter((f) => /[\\/]features[\\/][^\\/]+[\\/]api[\\/]/.test(f));
  /** Modules with a value import of the client (types alone load nothing). */
  const callers = apiFiles.filter((f) =>
    [...readFileSync(f, 'utf8').matchAll(/^import \{([^}]*)\} from '@nanhua\/client';/gm)].some((m) =>
      m[1].split(',').some((name) => name.trim() && !name.trim().startsWith('type ')),
    ),
  );

  it('finds the callers', () => expect(callers.length).toBeGreaterThan(80));

  it.each(callers.map((f) => [relative(srcDir, f), f] as const))('%s imports lib/client', (_, file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/^import '\.\.\/\.\.\/\.\.\/lib\/client';$/m);
  });
});
