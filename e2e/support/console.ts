import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { contextMotion, logPageErrors, settle, type ContextOptions } from './browser.js';

export interface StaffAccount {
  email: string;
  password: string;
}

/** The first admin account, whose password the server printed once, on the first start of its new database. */
export function printedStaff(serverOutput: string): StaffAccount {
  const printed = /Staff account: (\S+)\s+password: (\S+)/.exec(serverOutput);
  expect(printed, serverOutput).not.toBeNull();
  return { email: printed![1]!, password: printed![2]! };
}

/** Signs in through the console's form, which any console route shows while signed out; the route then opens. */
export async function signInConsole(page: Page, account: StaffAccount): Promise<void> {
  await page.getByTestId('sign-in-email').fill(account.email);
  await page.getByTestId('sign-in-password').fill(account.password);
  await page.getByTestId('sign-in-submit').click();
}

/** A desktop browser context for the console (1440×900), Chinese unless told; its service worker blocked unless asked for (browser.ts). */
export const desktopContext = async (
  browser: Browser,
  locale = 'zh-CN',
  options: ContextOptions = {},
): Promise<BrowserContext> =>
  logPageErrors(
    await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale,
      serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      ...contextMotion(options),
    }),
  );

/** Waits for the console's toasts to go and the page to settle, so a screenshot shows the page itself. */
export async function quietConsole(page: Page): Promise<void> {
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
  await settle(page);
}
