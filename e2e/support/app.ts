import type { Browser } from 'playwright-core';
import { launch } from './browser.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { startServer, type RunningServer } from './server.js';

export interface RunningApp {
  mail: MailCatcher;
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The built server on a new database with its mail going to a real SMTP catcher, and Chromium. */
export async function startApp(): Promise<RunningApp> {
  const mail = await startMailCatcher();
  const server = await startServer({ env: { SMTP_URL: mail.url, MAIL_FROM: 'Nam Hwa Opera <no-reply@namhwa.test>' } });
  const browser = await launch();
  return {
    mail,
    server,
    browser,
    async close() {
      await browser.close();
      await server.dispose();
      await mail.close();
    },
  };
}
