// Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the built app's most used member screens at
// 390×844 and the console's sign-in and four staff pages at 1440×900, each in Chinese and English.
// Prints the failing nodes per rule and per screen. Run after `npm run build`:
//   node bench/a11y-axe.mjs
// The server is the built one on a new data folder (PGlite, demo seed); a member is registered through
// the development outbox and buys one ticket (the folder and the order page then have something to show);
// the staff account is the one the first start prints.
// BENCH_SCREENS: a comma-separated subset of screen names (e.g. home,ticket-buy,console-sign-in).
// BENCH_LANGS: zh-Hans, en or both (default).
// BENCH_JSON: a file to write every violation to (rule, screen, node target, axe's summary), for fixing.
// E2E_CHROMIUM: the Chromium to drive (default the headless shell, else Debian's chromium).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { caller, ok, sleep, startBuiltServer } from './net.mjs';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const axeVersion = JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')).version;
const onlyScreens = process.env.BENCH_SCREENS
  ? new Set(process.env.BENCH_SCREENS.split(',').map((s) => s.trim()))
  : null;
const langs = process.env.BENCH_LANGS ? process.env.BENCH_LANGS.split(',').map((s) => s.trim()) : ['zh-Hans', 'en'];
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const chromiumPath = [process.env.E2E_CHROMIUM ?? '', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);

/** The built server on a fresh data folder, as `npm run serve` runs it; its output kept (the staff account). */
const startServer = () => startBuiltServer({ prefix: 'nanhua-axe-' });

/** A new member, registered with the code the development outbox (DATA_DIR/outbox) kept. */
async function registerMember(call, dataDir, email) {
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
  return ok(
    await call('/usercenter/user/add', {
      body: { email, code, password, confirmPassword: password, nickName: '林观众' },
    }),
    'register',
  );
}

const firstId = (result, what) => {
  const id = (result?.records ?? result?.items ?? result)?.[0]?.id;
  if (id === undefined) throw new Error(`no record for ${what}`);
  return id;
};

/** The screens: [name, app ('web' | 'console'), path, who ('anon' | 'member' | 'staff')]. */
async function screensOf(call, member) {
  const sales = ok(await call('/ticket/sale/get?buyStatus=2&pageSize=50'), 'sales');
  const sale = sales.records[0];
  const bought = ok(
    await call('/ticket/order/buy', { token: member.accessToken, body: { saleId: sale.id, quantity: 1 } }),
    'buy',
  );
  ok(
    await call('/ticket/order/payComplete', {
      token: member.accessToken,
      body: { orderNo: bought.orderNo, outcome: 'succeeded' },
    }),
    'pay',
  );
  const theatre = firstId(ok(await call('/theatre/theatre/get?page=1&pageSize=10'), 'theatres'), 'theatre');
  const video = firstId(ok(await call('/video/video/get?page=1&pageSize=10', { form: {} }), 'videos'), 'video');
  const product = firstId(ok(await call('/shop/product/get?page=1&pageSize=10', { body: {} }), 'products'), 'product');
  const web = [
    ['home', '/pages/index'],
    ['theatre-list', '/pages/theatre/index'],
    ['theatre-detail', `/pages/theatre/detail?id=${theatre}`],
    ['theatre-calendar', '/pages/theatre/calendar'],
    ['tickets-home', '/pages/ticket/index'],
    ['ticket-sale', `/pages/ticket/detail?id=${sale.id}`],
    ['ticket-buy', `/pages/ticket/buy?id=${sale.id}`],
    ['my-tickets', '/pages/ticket/myTickets'],
    ['ticket-order', `/pages/ticket/orderDetail?orderNo=${bought.orderNo}`],
    ['video-list', '/pages/discovery/video'],
    ['video-detail', `/pages/video/detail?id=${video}`],
    ['news', '/pages/news/index'],
    ['votes', '/pages/vote/index'],
    ['shop-list', '/pages/shopProduct/index'],
    ['shop-detail', `/pages/shopProduct/detail?id=${product}`],
    ['login', '/pages/user/login', 'anon'],
    ['mine', '/pages/user/index'],
    ['live-classes', '/pages/liveCast/index'],
  ].map(([name, path, who = 'member']) => [name, 'web', `/#${path}`, who]);
  const consolePages = [
    ['console-sign-in', '/console/sign-in', 'anon'],
    ['console-dashboard', '/console/'],
    ['console-orders', '/console/orders'],
    ['console-sales', '/console/ticket-sales'],
    ['console-door', '/console/check-in'],
  ].map(([name, path, who = 'staff']) => [name, 'console', path, who]);
  return [...web, ...consolePages].filter(([name]) => !onlyScreens || onlyScreens.has(name));
}

/** The network quiet, images on screen loaded and the DOM still for three frames (conditions, each capped). */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => Array.from(document.images).every((i) => i.complete || i.getBoundingClientRect().top >= innerHeight),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise((done) => {
        let changed = true;
        const seen = new MutationObserver(() => (changed = true));
        seen.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const deadline = performance.now() + 5_000;
        let still = 0;
        const frame = () => {
          const moving =
            changed ||
            document
              .getAnimations()
              .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          changed = false;
          still = moving ? 0 : still + 1;
          if (still >= 3 || performance.now() > deadline) {
            seen.disconnect();
            done();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** A context for one app, language and visitor, with the language and tokens in localStorage before the first script. */
async function contextFor(browser, app, lang, tokens) {
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  // bypassCSP: axe goes in as an inline script, which the app's CSP (rightly) refuses.
  const ctx = await browser.newContext(
    app === 'web'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale, bypassCSP: true }
      : { viewport: { width: 1440, height: 900 }, locale, bypassCSP: true },
  );
  await ctx.addInitScript(
    ([app, lang, pair]) => {
      const prefix = app === 'console' ? 'console.' : '';
      localStorage.setItem(app === 'console' ? 'console.lang' : 'lang', lang);
      if (pair && !sessionStorage.getItem('seeded')) {
        localStorage.setItem(`${prefix}accessToken`, pair.accessToken);
        localStorage.setItem(`${prefix}refreshToken`, pair.refreshToken);
      }
      sessionStorage.setItem('seeded', '1');
    },
    [app, lang, tokens ?? null],
  );
  return ctx;
}

async function audit(ctx, url) {
  const page = await ctx.newPage();
  try {
    await page.goto(url);
    await settle(page);
    await page.addScriptTag({ path: axePath });
    return await page.evaluate(async (values) => {
      // eslint-disable-next-line no-undef
      const r = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          html: n.html.slice(0, 160),
          summary: n.failureSummary,
        })),
      }));
    }, wcagTags);
  } finally {
    await page.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = []; // { screen, lang, id, nodes, details }
let screens = [];
try {
  const call = caller(server.url, 'en');
  const printed = /Staff account: (\S+)\s+password: (\S+)/.exec(server.output());
  if (!printed) throw new Error(`no staff account printed:\n${server.output()}`);
  const staff = ok(
    await call('/usercenter/user/login', { body: { email: printed[1], password: printed[2] } }),
    'staff sign-in',
  );
  const member = await registerMember(call, server.dataDir, `axe.${Date.now()}@example.org`);
  screens = await screensOf(call, member);
  for (const lang of langs) {
    const contexts = new Map();
    for (const [name, app, path, who] of screens) {
      const key = `${app}/${who}`;
      if (!contexts.has(key))
        contexts.set(
          key,
          await contextFor(browser, app, lang, who === 'member' ? member : who === 'staff' ? staff : null),
        );
      const violations = await audit(contexts.get(key), server.url + path);
      rows.push({ screen: name, lang, violations });
      const total = violations.reduce((n, v) => n + v.nodes.length, 0);
      console.error(
        `${lang} ${name}: ${total} failing nodes${total ? ` (${violations.map((v) => `${v.id} ${v.nodes.length}`).join(', ')})` : ''}`,
      );
    }
    for (const c of contexts.values()) await c.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const pad = (s, n) => String(s).padEnd(n);
const num = (s, n) => String(s).padStart(n);
const failing = rows.filter((r) => r.violations.length);
const nodes = rows.reduce((n, r) => n + r.violations.reduce((m, v) => m + v.nodes.length, 0), 0);
console.log(
  `axe-core ${axeVersion}, tags ${wcagTags.join(' ')}: ${failing.length} of ${rows.length} screens fail, ${nodes} failing nodes`,
);
const byRule = new Map();
for (const r of rows)
  for (const v of r.violations) {
    const e = byRule.get(v.id) ?? { nodes: 0, screens: 0, impact: v.impact };
    e.nodes += v.nodes.length;
    e.screens += 1;
    byRule.set(v.id, e);
  }
console.log(`\n${pad('rule', 34)}${pad('impact', 10)}${num('nodes', 6)}${num('screens', 9)}`);
for (const [id, e] of [...byRule].sort((a, b) => b[1].nodes - a[1].nodes))
  console.log(`${pad(id, 34)}${pad(e.impact, 10)}${num(e.nodes, 6)}${num(e.screens, 9)}`);
console.log(`\n${pad('screen', 20)}${langs.map((l) => num(l, 9)).join('')}  rules (nodes), ${langs.join(' / ')}`);
for (const [name] of screens) {
  const per = langs.map((lang) => rows.find((r) => r.screen === name && r.lang === lang));
  const counts = per.map((r) => (r ? r.violations.reduce((n, v) => n + v.nodes.length, 0) : '-'));
  const rules = per.map((r) => (r?.violations ?? []).map((v) => `${v.id} ${v.nodes.length}`).join(', ') || '0');
  console.log(`${pad(name, 20)}${counts.map((c) => num(c, 9)).join('')}  ${rules.join(' / ')}`);
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
