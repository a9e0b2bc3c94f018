import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server.js';

/** Debian's Chromium (CI installs it); flags these machines need (DESIGN §3). */
export function chromiumPath(): string {
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium fonts-noto-cjk');
  return found;
}

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });

/** A phone-sized context (390×844), as a visitor holds the app. */
export const phone = (browser: Browser, locale = 'zh-CN'): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });

export const outputDir = join(repoRoot, 'e2e', 'test-output');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(outputDir, { recursive: true });
  const file = join(outputDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
