import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pendingRoutes } from '@nanhua/contract';
import { appRoutes, routeTable } from '../src/app/router';

// SPEC §2's routes as a table, committed with the contract (packages/contract/spec/routes.tsv).
const tsvPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/spec/routes.tsv');
const rows = readFileSync(tsvPath, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([path, tab]) => ({ path, tab: tab === '-' ? null : Number(tab) }));

const declared = new Set((appRoutes[0].children ?? []).map((r) => r.path).filter(Boolean));

describe('routes ledger (spec/routes.tsv)', () => {
  it('lists the 68 routes of the SPEC', () => {
    expect(rows).toHaveLength(68);
    expect(routeTable).toHaveLength(rows.length);
    expect(new Set(routeTable.map((r) => r.path))).toEqual(new Set(rows.map((r) => r.path)));
  });

  it.each(rows)('$path is declared by the router with tab $tab', ({ path, tab }) => {
    expect(declared.has(path)).toBe(true);
    expect(routeTable.find((r) => r.path === path)?.tab).toBe(tab);
  });

  it('declares "/" as the home page and a catch-all not-found', () => {
    const children = appRoutes[0].children ?? [];
    expect(children.some((r) => r.index)).toBe(true);
    expect(children.some((r) => r.path === '*')).toBe(true);
  });

  it('lists only SPEC routes as pending', () => {
    for (const p of pendingRoutes) expect(rows.map((r) => r.path)).toContain(p);
  });

  it.each(routeTable.map((r) => ({ ...r, pending: pendingRoutes.includes(r.path) })))(
    '$path: real iff it has a page and is not pending (pending: $pending)',
    async ({ path, page, pending }) => {
      if (pending) {
        expect(page, `${path} is pending but has a real page: remove it from pendingRoutes`).toBeNull();
        return;
      }
      expect(page, `${path} is not pending but has no page module`).not.toBeNull();
      const mod = await page?.();
      expect(typeof mod?.default).toBe('function');
    },
  );
});
