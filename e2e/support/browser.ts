import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server.js';

/**
 * Debian's Chromium; flags these machines need (DESIGN §3). Its headless shell first (package
 * chromium-headless-shell, which .ci/run installs): the same Blink and V8 without the full browser
 * around them, what Playwright itself drives headless; on two cores it cut the e2e run from 518 s to
 * 379 s together with a third worker (issue 33). E2E_CHROMIUM names another build.
 */
export function chromiumPath(): string {
  const found = [
    process.env.E2E_CHROMIUM ?? '',
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium-headless-shell fonts-noto-cjk');
  return found;
}

/** Chromium with the machines' flags, plus `extraArgs` (e.g. a fake camera, support/fake-camera.ts). */
export const launch = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });

/**
 * The test worker's Chromium (machines' flags only), launched by the first spec that asks and kept for the
 * specs after it: the e2e project runs a worker's specs one after another in one process (isolate: false,
 * e2e/vitest.config.ts). A spec still gets contexts of its own, and when the last app using the browser
 * closes, every context left open goes too, so nothing of one spec (pages, storage, cache, service workers)
 * reaches the next. A launch (browser, GPU and network processes) cost ~0.35 CPU-s a spec (issue 33). A
 * browser that crashed or was closed is replaced on the next call.
 */
let workerLaunch: Promise<Browser> | undefined;
const workerUsers = new WeakMap<Browser, number>();

export async function workerBrowser(): Promise<{ browser: Browser; release: () => Promise<void> }> {
  const current = workerLaunch;
  const running = await current?.catch(() => undefined);
  if (!running?.isConnected() && workerLaunch === current) workerLaunch = launch();
  const browser = await workerLaunch!;
  workerUsers.set(browser, (workerUsers.get(browser) ?? 0) + 1);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    const users = (workerUsers.get(browser) ?? 1) - 1;
    workerUsers.set(browser, users);
    if (users === 0 && browser.isConnected()) await Promise.all(browser.contexts().map((c) => c.close()));
  };
  return { browser, release };
}

/**
 * An uncaught error in the app goes to the spec's stderr: a step that then times out says why in the log.
 * (The headless shell also runs init scripts on a new tab's about:blank, where storage is denied; the
 * real page runs them again, so those are not the app's errors.)
 */
export function logPageErrors(ctx: BrowserContext): BrowserContext {
  ctx.on('weberror', (e) => {
    const url = e.page()?.url() ?? '';
    if (url !== 'about:blank') console.error(`[page error] ${url}: ${e.error().stack ?? e.error().message}`);
  });
  return ctx;
}

/**
 * Whether a context lets the app install its service worker. Only the specs about working offline need it
 * (offline.e2e.ts, door-offline.e2e.ts: `{ serviceWorker: true }`); everywhere else it is blocked, as on a
 * first visit before the worker took control. Installing it made every new context fetch and store the whole
 * precache (every chunk of the app): 22% of the e2e run's CPU on two cores (browse, console-tour and engage:
 * 126 CPU-s with it, 98 without; issue 33).
 */
export type ContextOptions = { serviceWorker?: boolean; motion?: boolean };
const workers = (o: ContextOptions) => (o.serviceWorker ? 'allow' : 'block') as 'allow' | 'block';

/**
 * Contexts ask for reduced motion (prefers-reduced-motion: reduce) unless a spec is about motion
 * (`{ motion: true }`): the app then runs no autoplay, transition or endless animation (styles/global.css,
 * components/carousel.tsx), so a page that waits for a condition is not also drawing 60 frames a second.
 * The home left idle used 0.11 CPU-s per second of the headless shell with motion and 0.004 without
 * (issue 33); settle() has no animation to wait out.
 */
export const contextMotion = (o: ContextOptions) => ({
  reducedMotion: (o.motion ? 'no-preference' : 'reduce') as 'reduce' | 'no-preference',
});

/** A phone-sized context (390×844), as a visitor holds the app. */
export async function phone(browser: Browser, locale = 'zh-CN', options: ContextOptions = {}): Promise<BrowserContext> {
  return logPageErrors(
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale,
      serviceWorkers: workers(options),
      ...contextMotion(options),
    }),
  );
}

export const outputDir = join(repoRoot, 'e2e', 'test-output');

/**
 * Pictures for a person to look at (e2e/test-output/<name>.png); no test reads them back. A run nobody
 * looks at sets E2E_SCREENSHOTS=0 (.ci/run: a clean clone thrown away afterwards) and saves the ~400
 * encodings, 0.15–0.25 s each on these machines; the pages are still drawn and checked the same.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== '0';

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = join(outputDir, `${name}.png`);
  if (!screenshotsWanted) return file;
  mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: file });
  return file;
}

/**
 * Before a screenshot or a reading of the screen: the network is quiet, the images showing on screen
 * have loaded (lazy or hidden ones may never load, so they are not waited for, and the wait is capped),
 * no toast is left over the page, and the page has stopped moving: no finite CSS animation or transition
 * running (a spinner's endless one does not count) and no change to the DOM (antd-mobile animates with inline styles, frame by frame) for three
 * frames in a row. Conditions only, no fixed wait (issue 33).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((i) => {
          const r = i.getBoundingClientRect();
          return i.complete || r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
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

/**
 * Scrolls the home down to its zones below the first screen (knowledge, comments, products, sponsors),
 * which render as a visitor comes near them (components/after-first-screen.tsx), and waits for them;
 * `back` returns to the top afterwards, for a screenshot of the first screen.
 */
export async function revealHomeBelow(page: Page, { back = false } = {}): Promise<void> {
  await page.getByTestId('home-page').waitFor();
  await page.evaluate(() => document.querySelector('.home-later-slot')?.scrollIntoView({ block: 'start' }));
  await page.getByTestId('home-knowledge-zone').waitFor();
  if (back) await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A phone page in a language, signed in with `tokens` when given. The tokens and language are seeded
 * on the first load only: later the app keeps its own (re-issued) tokens, as after a membership payment.
 */
export async function phonePage(
  browser: Browser,
  lang: 'zh-Hans' | 'en',
  tokens?: { accessToken: string; refreshToken: string },
  options: ContextOptions = {},
): Promise<Page> {
  const ctx = await phone(browser, lang === 'en' ? 'en-US' : 'zh-CN', options);
  await ctx.addInitScript(
    ([pair, l]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (pair) {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
      }
      localStorage.setItem('lang', l);
    },
    [tokens ?? null, lang] as const,
  );
  return ctx.newPage();
}
