// Browser on a slow network (issue 34, item 10): the built app in headless Chromium at 390×844 with the
// network slowed by the DevTools protocol (Network.emulateNetworkConditions: 400 ms latency, 400 kbit/s
// down and up, about DevTools' "Slow 3G"; the CPU is not slowed), a first visit each time (a new context:
// no HTTP cache, no service worker). For the home, a ticket sale's detail and My Ticket Folder (a member
// with one paid ticket) it reports, in milliseconds from the navigation's start (median of BENCH_ROUNDS, 3):
//   paint     the browser's first contentful paint;
//   shell     the first frame with the app's frame or a skeleton on screen (a nav bar, the tab bar, a
//             skeleton block, the page's loading indicator, or the server-drawn first picture once loaded);
//   content   the page's own content: the home's poster (drawn by the server or by the app), the sale's
//             detail with its Buy button, the folder's first ticket card;
//   banner    what the network banner said meanwhile (until the network was quiet or BENCH_WAIT_MS,
//             40 s, had passed), and `toast` any error toast.
// Run after `npm run build`:
//   node bench/slow-network.mjs
// BENCH_SERVERS: comma-separated server entry files to compare in ONE run, rounds interleaved (default
// apps/api/dist/main.js), e.g. a build of an earlier commit in another clone:
//   BENCH_SERVERS=/tmp/e-before/apps/api/dist/main.js,apps/api/dist/main.js node bench/slow-network.mjs
// BENCH_PAGES: a subset of home, ticket, folder. E2E_CHROMIUM: the Chromium to drive.
//
// Issue 34 item 10, on this project's 2-core machine (shared with other work), one run, rounds interleaved,
// median of 3, ms. Before: a clone of 1495a2d; after: the same with the three-state banner, the refetch on
// reconnect and the skeleton from index.html (583a60f, 17cd3c1 and the request layer's failure kinds):
//   page     build    first paint  shell/skeleton  content  banner / toast
//   home     before          1488             685     1593   —
//   home     after           1280             522     1321   —
//   ticket   before          1976            2174     9919   —           (shell: the poster index.html draws)
//   ticket   after           1676             579     9629   "slow connection" from 8.4 s (3/3)
//   folder   before          4848            4811     9070   —           (blank until the app's code came)
//   folder   after           4780             503     9008   "slow connection" from 7.5 s (3/3)
// The same before-build on the machine under load (load average ~20): ticket content 27.6 s, folder 25.8 s,
// and in 1 round of 3 the folder said "you are offline — showing what was saved" at 27.3 s and toasted
// "request timed out" at 37.6 s over the page that had loaded (the report). Content is unchanged:
// it waits for the app's start and React chunks (~130 KB gzip, ~3 s at 400 kbit/s) and the page's reads.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { caller, ok, sleep, startBuiltServer } from './net.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const waitMs = Number(process.env.BENCH_WAIT_MS ?? 40_000);
const servers = (process.env.BENCH_SERVERS ?? 'apps/api/dist/main.js').split(',').map((s) => resolve(root, s.trim()));
const onlyPages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : null;
const chromiumPath = [process.env.E2E_CHROMIUM ?? '', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
/** About DevTools' "Slow 3G": bytes per second for 400 kbit/s. */
const slow3g = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** A new member (the code from the development outbox, DATA_DIR/outbox) with one paid ticket. */
async function memberWithTicket(call, dataDir) {
  const email = `slow.${Date.now()}@example.org`;
  ok(await call('/usercenter/user/codeToEmail', { form: { email, templateType: '1' } }), 'code');
  const outbox = join(dataDir, 'outbox');
  const t0 = Date.now();
  let code;
  while (!code) {
    if (Date.now() - t0 > 20_000) throw new Error(`no code mailed to ${email}`);
    for (const f of existsSync(outbox) ? readdirSync(outbox) : []) {
      const mail = JSON.parse(readFileSync(join(outbox, f), 'utf8'));
      if (String(mail.to).includes(email))
        code = `${mail.text ?? ''} ${mail.html ?? ''}`.match(/(?<![\d#])\d{6}(?!\d)/)?.[0];
    }
    if (!code) await sleep(100);
  }
  const password = 'Teochew-2026';
  const tokens = ok(
    await call('/usercenter/user/add', {
      body: { email, code, password, confirmPassword: password, nickName: '林观众' },
    }),
    'register',
  );
  const sale = ok(await call('/ticket/sale/get?buyStatus=2&pageSize=50'), 'sales').records[0];
  const bought = ok(
    await call('/ticket/order/buy', { token: tokens.accessToken, body: { saleId: sale.id, quantity: 1 } }),
    'buy',
  );
  ok(
    await call('/ticket/order/payComplete', {
      token: tokens.accessToken,
      body: { orderNo: bought.orderNo, outcome: 'succeeded' },
    }),
    'pay',
  );
  return { tokens, saleId: sale.id };
}

/**
 * Watches the page from its first script on, every frame: when the shell and the content first showed,
 * what the network banner and the error toasts said. Times are performance.now() (from the navigation).
 */
const watcher = (contentSelector) => {
  const seen = { shell: null, content: null, banners: [], toasts: [] };
  window.__slow = seen;
  const shellSelector =
    '.nav-bar, .tab-bar, .home-top-bar, .adm-skeleton, [class*="skeleton"], .page-loader__indicator, [data-testid="route-skeleton"]';
  const loaded = (img) => img && img.complete && img.naturalWidth > 0;
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < innerHeight;
  };
  const look = () => {
    const now = performance.now();
    if (seen.shell === null) {
      // The home's server-drawn first screen (its top bar's band and the picture's box) counts at once; the
      // box index.html's script draws for a detail page holds only the picture, so it counts once that loaded.
      const first = document.querySelector('#nh-first:not([hidden])');
      const drawn =
        first && (first.querySelector(':scope > div') ? visible(first) : loaded(first.querySelector('img')));
      if (drawn || [...document.querySelectorAll(shellSelector)].some(visible)) seen.shell = now;
    }
    if (seen.content === null) {
      const found = [...document.querySelectorAll(contentSelector)].filter(visible);
      const ready = found.some((el) => (el.tagName === 'IMG' ? loaded(el) : true));
      if (ready) seen.content = now;
    }
    const banner = document.querySelector('[data-testid="offline-banner"], [data-testid="network-banner"]');
    const text = banner?.textContent?.trim();
    if (text && seen.banners.at(-1)?.text !== text) seen.banners.push({ at: now, text });
    for (const toast of document.querySelectorAll('.adm-toast-main')) {
      const t = toast.textContent?.trim();
      if (t && !seen.toasts.some((x) => x.text === t)) seen.toasts.push({ at: now, text: t });
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

const pagesOf = (saleId) =>
  [
    ['home', '/pages/index', '#nh-first:not([hidden]) img, [data-testid="home-carousel-item"] img', false],
    ['ticket', `/pages/ticket/detail?id=${saleId}`, '[data-testid="sale-buy"]', false],
    ['folder', '/pages/ticket/myTickets', '[data-testid="order-card"]', true],
  ].filter(([name]) => !onlyPages || onlyPages.includes(name));

async function measure(browser, base, [, path, contentSelector, signedIn], tokens) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await ctx.addInitScript(
    ([pair]) => {
      localStorage.setItem('lang', 'zh-Hans');
      if (pair && !sessionStorage.getItem('seeded')) {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
      }
      sessionStorage.setItem('seeded', '1');
    },
    [signedIn ? tokens : null],
  );
  await ctx.addInitScript(watcher, contentSelector);
  const page = await ctx.newPage();
  try {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow3g);
    await page.goto(`${base}/#${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__slow?.content != null, undefined, { timeout: waitMs }).catch(() => {});
    // The banner and toasts that come after the content (a read that times out, issue 34).
    await page.waitForLoadState('networkidle', { timeout: waitMs }).catch(() => {});
    await sleep(150);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return { ...window.__slow, paint: fcp };
    });
  } finally {
    await ctx.close();
  }
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const ms = (x) => (x === null ? '—' : String(Math.round(x)));

async function main() {
  if (!chromiumPath) throw new Error('Chromium not found (E2E_CHROMIUM)');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const started = [];
  try {
    for (const entry of servers) {
      const server = await startBuiltServer({ entry, prefix: 'nanhua-slow-' });
      started.push(server);
      const member = await memberWithTicket(caller(server.url), server.dataDir);
      server.member = member;
    }
    const results = servers.map(() => new Map());
    for (let round = 0; round < rounds; round++) {
      for (const [i, server] of started.entries()) {
        for (const p of pagesOf(server.member.saleId)) {
          const r = await measure(browser, server.url, p, server.member.tokens);
          if (!results[i].has(p[0])) results[i].set(p[0], []);
          results[i].get(p[0]).push(r);
          const said = [
            ...r.banners.map((b) => `banner@${ms(b.at)} "${b.text}"`),
            ...r.toasts.map((t) => `toast@${ms(t.at)} "${t.text}"`),
          ];
          console.error(
            `round ${round + 1} ${relativeEntry(servers[i])} ${p[0]}: paint ${ms(r.paint)} shell ${ms(r.shell)} content ${ms(r.content)} ${said.join(' ')}`,
          );
        }
      }
    }
    console.log(
      `\nSlow 3G (400 ms, 400 kbit/s), 390×844, first visit, median of ${rounds} (ms from navigation start):`,
    );
    console.log('| server | page | first paint | shell/skeleton | content | banner (rounds) | toast (rounds) |');
    console.log('|---|---|---:|---:|---:|---|---|');
    for (const [i, entry] of servers.entries()) {
      for (const [name, runs] of results[i]) {
        const texts = (key) => {
          const counts = new Map();
          for (const r of runs)
            for (const t of new Set(r[key].map((x) => x.text))) counts.set(t, (counts.get(t) ?? 0) + 1);
          return [...counts].map(([t, n]) => `${t} (${n}/${runs.length})`).join('; ') || '—';
        };
        console.log(
          `| ${relativeEntry(entry)} | ${name} | ${ms(median(runs.map((r) => r.paint)))} | ${ms(median(runs.map((r) => r.shell)))} | ${ms(median(runs.map((r) => r.content)))} | ${texts('banners')} | ${texts('toasts')} |`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const s of started) await s.stop();
  }
}

const relativeEntry = (entry) => (entry.startsWith(root) ? entry.slice(root.length) : entry);

await main();
