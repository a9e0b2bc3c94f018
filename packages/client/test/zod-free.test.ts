import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ts$/.test(f));

/**
 * The contract's values other than these are zod schemas (or pull them in); they all come from zod-free
 * modules (codes, limits, endpoint's buildPath, proof-of-work), so a bundler keeps zod out of every front end.
 */
const allowedContractValues = [
  'Code',
  'buildPath',
  'limits',
  'storageKeys',
  'isProofRequest',
  'proofOfWork',
  'hasLeadingZeroBits',
  'proofInput',
  'proofHeaderValue',
];

const importsOf = (text: string) =>
  [...text.matchAll(/^(import|export) (type )?(\{[^}]*\}|\* as \w+|\w+)? ?(?:from )?'([^']+)';/gm)].map((m) => ({
    typeOnly: Boolean(m[2]),
    names: m[3] ?? '',
    from: m[4],
  }));
const valueNames = (names: string) =>
  names
    .replace(/[{}]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]);

describe('the client stays free of zod, UI and apps', () => {
  it('has sources to check', () => expect(sources.length).toBeGreaterThan(3));

  it.each(sources.map((f) => [f] as const))('%s imports only itself and the contract (zod-free values)', (file) => {
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const i of importsOf(text)) {
      if (i.from.startsWith('./')) continue;
      expect(['@nanhua/contract', '@nanhua/contract/calls'], `${file} imports ${i.from}`).toContain(i.from);
      if (i.from === '@nanhua/contract' && !i.typeOnly) {
        expect(
          valueNames(i.names).filter((n) => !allowedContractValues.includes(n)),
          `${file}: value imports of the contract`,
        ).toEqual([]);
      }
    }
    expect(text).not.toMatch(/\bimport\(/);
  });
});
