// Browser: Lighthouse 12 mobile (its default config: simulated throttling, a mid-range phone) on the built
// app's home, a ticket sale detail, a product detail and a video detail, beside a static page this bench
// serves itself (one heading and a paragraph: what a perfect score looks like on this machine, in the same
// run). Median of BENCH_ROUNDS (3) each, rounds interleaved. Run after `npm run build`:
//   npm run bench:lighthouse
// BENCH_SERVERS: comma-separated server entry files to compare in ONE run (default apps/api/dist/main.js),
// e.g. a copy of an earlier build (api and web dist side by side, as in the repo):
//   BENCH_SERVERS=.bench-base/apps/api/dist/main.js,apps/api/dist/main.js npm run bench:lighthouse
// CHROME_PATH: the Chromium to drive (default /usr/bin/chromium).
// BENCH_PAGES: a comma-separated subset of the pages to audit (home, ticket, product, video), for a
// quicker look at one page; the figures for the issue's table come from all four.
// BENCH_THROTTLING=devtools: Lighthouse slows the CPU 4x (and the network) for real while the page loads,
// instead of simulating it from an unthrottled trace. Slower and noisier, but it shows what only happens
// on a slow CPU (an answer arriving in the middle of a render); the table's figures are the simulated ones.
import { createServer as createHttpServer } from 'node:http';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './net.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const servers = (process.env.BENCH_SERVERS ?? 'apps/api/dist/main.js').split(',').map((s) => resolve(root, s.trim()));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const onlyPages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : null;
const throttlingMethod = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** The built server on a fresh data folder (PGlite, demo seed), as `npm run serve` runs it (net.mjs). */
async function startServer(entry) {
  const { url, stop } = await startBuiltServer({ entry, prefix: 'nanhua-lh-' });
  return { base: url, stop };
}

/** The first record's id of a public list. */
async function firstId(base, path, init) {
  const res = await fetch(`${base}/api/v1${path}`, init);
  const body = await res.json();
  const id = body?.result?.records?.[0]?.id;
  if (id === undefined) throw new Error(`no record from ${path}: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

async function pagesOf(base) {
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  const sale = await firstId(base, '/ticket/sale/get?page=1&pageSize=10');
  const product = await firstId(base, '/shop/product/get?page=1&pageSize=10', post);
  const video = await firstId(base, '/video/video/get?page=1&pageSize=10', { method: 'POST' });
  const pages = [
    ['home', `${base}/#/pages/index`],
    ['ticket detail', `${base}/#/pages/ticket/detail?id=${sale}`],
    ['product detail', `${base}/#/pages/shopProduct/detail?id=${product}`],
    ['video detail', `${base}/#/pages/video/detail?id=${video}`],
  ];
  return onlyPages ? pages.filter(([name]) => onlyPages.includes(name.split(' ')[0])) : pages;
}

/** The baseline: a tiny static page with the same kind of text, served by this bench. */
const staticHtml = `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>南华潮剧社</title><meta name="description" content="baseline"></head><body><h1>南华潮剧社</h1><p>潮剧演出购票、视频与学习。Nam Hwa Opera: show tickets, videos and learning.</p></body></html>`;
async function startStatic() {
  const server = createHttpServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(staticHtml);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((ok) => server.close(ok)) };
}

/** One Lighthouse run: the figures this bench prints. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
  });
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const observed = a.metrics?.details?.items?.[0] ?? {};
  const fcp = observed.observedFirstContentfulPaint ?? Infinity;
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // A run where Lighthouse saw no paint (a page error) counts as NaN and shows as such, not as a crash.
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    error: lhr.runtimeError?.code ?? a['largest-contentful-paint']?.errorMessage,
    requests: requests.length,
    // Requests the page started before its first contentful paint (observed, unthrottled trace).
    beforeFcp: requests.filter((r) => (r.networkRequestTime ?? r.startTime ?? 0) < fcp).length,
    jsKb: js / 1024,
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

/** The median of the runs that measured something (NaN when none did). */
const median = (all) => {
  const xs = all.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return xs.length ? xs[Math.floor(xs.length / 2)] : NaN;
};
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const base = await startStatic();
const results = new Map(); // label → runs
const push = (label, r) => (results.has(label) ? results.get(label) : results.set(label, []).get(label)).push(r);
try {
  for (let round = 0; round < rounds; round++) {
    push('static baseline', await audit(base.url, chrome.port));
    for (const entry of servers) {
      const app = await startServer(entry);
      try {
        const tag = servers.length > 1 ? `${relative(root, entry)}: ` : '';
        for (const [name, url] of await pagesOf(app.base)) push(tag + name, await audit(url, chrome.port));
      } finally {
        await app.stop();
      }
    }
  }
} finally {
  await base.stop();
  await chrome.kill();
}

const summary = [...results].map(([label, runs]) => ({
  label,
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  requests: median(runs.map((r) => r.requests)),
  beforeFcp: median(runs.map((r) => r.beforeFcp)),
  jsKb: median(runs.map((r) => r.jsKb)),
  scores: runs.map((r) => r.score).join('/'),
  lcpElement: runs.at(-1).lcpElement,
  errors: runs.map((r) => r.error).filter(Boolean),
}));
const ref = summary.find((s) => s.label === 'static baseline');
const pad = (s, n) => String(s).padEnd(n);
const num = (s, n) => String(s).padStart(n);
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile (${throttlingMethod === 'devtools' ? 'devtools (applied) throttling' : 'simulated throttling'}), ${rounds} rounds, median`,
);
const width = Math.max(...summary.map((s) => s.label.length)) + 2;
console.log(
  `${pad('page', width)}${num('score', 6)} ${num('(runs)', 10)} ${num('LCP ms', 7)} ${num('xbase', 6)} ${num('TBT ms', 7)} ${num('CLS', 6)} ${num('reqs', 5)} ${num('<FCP', 5)} ${num('JS KB', 7)}`,
);
for (const s of summary) {
  console.log(
    `${pad(s.label, width)}${num(s.score, 6)} ${num(`(${s.scores})`, 10)} ${num(s.lcp.toFixed(0), 7)} ${num((s.lcp / ref.lcp).toFixed(2), 6)} ${num(s.tbt.toFixed(0), 7)} ${num(s.cls.toFixed(3), 6)} ${num(s.requests, 5)} ${num(s.beforeFcp, 5)} ${num(s.jsKb.toFixed(0), 7)}`,
  );
}
console.log(
  'score ratio to the static baseline: ' +
    summary
      .filter((s) => s !== ref)
      .map((s) => `${s.label} ${(s.score / ref.score).toFixed(2)}`)
      .join(', '),
);
for (const s of summary.filter((x) => x.errors.length))
  console.log(`  ${s.label}: runs with errors: ${s.errors.join(', ')}`);
console.log('LCP elements: ');
for (const s of summary.filter((x) => x !== ref)) console.log(`  ${s.label}: ${s.lcpElement.slice(0, 140)}`);
