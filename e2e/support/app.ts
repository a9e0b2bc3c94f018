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

/** The built server on a new database with its mail going to a real SMTP catcher, and Chromium; `env` adds settings (e.g. Zoom keys). */
export async function startApp(opts: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  const mail = await startMailCatcher();
  const server = await startServer({ env: { SMTP_URL: mail.url, MAIL_FROM: 'Nam Hwa Opera <no-reply@namhwa.test>', ...opts.env } });
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
