import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) inside specs that already visit the pages (issue 35):
 * no extra page loads, one run per page state. axe.min.js is injected once per page and stays there across
 * the single-page app's moves; a real load (page.goto) drops it and the next call injects it again. It is
 * evaluated through the DevTools protocol rather than added as an inline `<script>` (addScriptTag's
 * content): the app's Content-Security-Policy (script-src 'self', apps/api/src/plugins/app-csp.ts) refuses
 * inline scripts, as it should, and a context that bypassed the CSP would no longer test the real pages.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A violation that is accepted, with the reason written beside it (no rule is disabled): `rule` is axe's
 * rule id, `target` a substring of the node's selector (any node of that rule when left out).
 */
export interface AxeException {
  rule: string;
  target?: string;
  reason: string;
}

/**
 * The page's WCAG A/AA violations, one short line per failing node: "rule  target  summary". An exception
 * (with its reason) removes the nodes it names. Empty when the page passes.
 */
export async function axeViolations(
  page: Page,
  { exceptions = [] }: { exceptions?: AxeException[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (values) => {
    type Result = { id: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Result[] }> } })
      .axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return violations.flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' '),
        // The first line that says what to fix ("Fix any of the following:" / "Fix all of the following:" left out).
        summary:
          (n.failureSummary ?? '')
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l && !/^Fix (any|all) of the following:$/.test(l))[0] ?? '',
      })),
    );
  }, wcagTags);
  return found
    .filter(
      (v) => !exceptions.some((e) => e.rule === v.rule && (e.target === undefined || v.target.includes(e.target))),
    )
    .map((v) => `${v.rule}  ${v.target}  ${v.summary}`);
}
