// The installable app offline (issue 18): a member buys a ticket and pays in the sandbox, opens My Ticket
// Folder once with a signal, then at the door with none: the folder and the QR code open from what the
// phone kept, the offline banner shows, a public list seen before opens, and nothing premium is served
// from a cache. Screenshots of the offline folder and QR code in both languages. With the phone online but
// the server out of reach, the banner says that instead, over the same kept folder (issue 34 item 10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

describe('offline in Chromium (390×844): the installed app opens My Ticket Folder and the QR code with no signal', () => {
  let app: RunningApp;
  let member: Tokens;
  let premiumMedia: string;
  const call = apiCaller(() => app.server.url);
  const url = (hash: string) => `${app.server.url}/#${hash}`;

  beforeAll(async () => {
    app = await startApp();
    member = await registerMember(call, app.mail, `offline.${Date.now()}@example.org`, '林观众');
    // A paying member, so the premium video's signed link really opens online: offline it must not.
    const { packages } = (await call('/usercenter/memberPackage/get', { token: member.accessToken })).result as {
      packages: { id: number }[];
    };
    const bought = await call(`/usercenter/memberOrder/save/${packages[0]!.id}`, {
      token: member.accessToken,
      body: { paymentMethod: 'card' },
    });
    expect(bought.code, bought.message).toBe(1002);
    const paid = await call('/usercenter/memberOrder/payComplete', {
      token: member.accessToken,
      body: { orderNo: (bought.result as { orderNo: string }).orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);
    const videos = (await call('/video/video/get?page=1&pageSize=50', { form: {} })).result as {
      records: { id: number; isPremium: boolean }[];
    };
    const premium = videos.records.find((v) => v.isPremium)!;
    const detail = (await call(`/video/video/get/${premium.id}`, { token: member.accessToken })).result as {
      media: string | null;
      locked: boolean;
    };
    expect(detail.locked).toBe(false);
    premiumMedia = detail.media!;
    expect(premiumMedia).toContain('/files/premium/');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What the service worker's caches hold (URLs), and the kept tickets in IndexedDB. */
  const cachedUrls = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys())
          urls.push(new URL(req.url).pathname + new URL(req.url).search);
      return urls;
    });
  /** One field of every row of a store the phone keeps for the door (IndexedDB nanhua-offline). */
  const keptRows = <T>(page: Page, store: 'tickets' | 'received', field: 'orderNo' | 'id') =>
    page.evaluate(
      ([s, f]) =>
        new Promise<T[]>((done) => {
          const open = indexedDB.open('nanhua-offline');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains(s)) return done([]);
            const all = db.transaction(s).objectStore(s).getAll();
            all.onsuccess = () => done((all.result as Record<string, T>[]).map((t) => t[f]!));
          };
          open.onerror = () => done([]);
        }),
      [store, field] as const,
    );
  const keptOrderNos = (page: Page) => keptRows<string>(page, 'tickets', 'orderNo');
  const keptReceivedIds = (page: Page) => keptRows<number>(page, 'received', 'id');
  const fetchStatus = (page: Page, path: string) =>
    page.evaluate(async (p) => {
      try {
        return (await fetch(p)).status;
      } catch {
        return 'network error';
      }
    }, path);

  /**
   * A reload with no signal. Chromium's offline emulation (context.setOffline) leaves a new document's
   * navigator.onLine true, where a phone in flight mode says false; said to the page again, so the app
   * tells "offline" from "can't reach the server" as on the phone (pwa/network-status.ts).
   */
  const saidOffline: CDPSession[] = [];
  const conditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const reloadOffline = async (page: Page) => {
    await page.reload();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', conditions(true));
    saidOffline.push(cdp);
  };
  /** The signal back: for the sessions reloadOffline opened too. */
  const backOnline = async (context: BrowserContext) => {
    for (const cdp of saidOffline.splice(0)) await cdp.send('Network.emulateNetworkConditions', conditions(false));
    await context.setOffline(false);
  };
  const bannerText = (page: Page) => page.getByTestId('offline-banner').innerText();

  it('buys and pays online, then opens the folder, the QR code and a public list offline, in both languages', async () => {
    const page = await phonePage(app.browser, 'zh-Hans', member, { serviceWorker: true });
    const context = page.context();

    // The installable app: a manifest per language, a service worker that controls the page.
    await page.goto(url('/pages/ticket/index'));
    await page.getByTestId('sale-card').first().waitFor();
    await settle(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    const manifest = await page.evaluate(async () =>
      (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json(),
    );
    expect(manifest).toMatchObject({
      name: '南华潮剧社',
      lang: 'zh-Hans',
      display: 'standalone',
      start_url: '/',
      theme_color: '#c8161d',
    });
    expect(
      (manifest as { icons: { sizes: string; purpose: string }[] }).icons.map((i) => `${i.sizes} ${i.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    const en = await page.evaluate(async () => (await fetch('/manifest.en.webmanifest')).json());
    expect(en).toMatchObject({ name: 'Nam Hwa Opera', lang: 'en', display: 'standalone' });
    // The list read again now that the worker answers for the page: this time it is kept.
    await page.reload();
    await page.getByTestId('sale-card').first().waitFor();
    await settle(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Chromium's own verdict: nothing stands in the way but the test browser's incognito profile.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);

    // Buy one ticket and pay in the sandbox (tickets.e2e.ts's flow).
    await page.getByTestId('sale-card').filter({ hasText: '扫窗会' }).first().click();
    await page.getByTestId('sale-detail').waitFor();
    await page.getByTestId('sale-buy').click();
    await page.getByTestId('ticket-purchase').waitFor();
    await page.getByTestId('purchase-next').click();
    await page.getByTestId('confirm-order').waitFor();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    await page.getByTestId('sandbox-succeed').click();
    await page.getByTestId('payment-success').waitFor();
    await page.getByTestId('payment-view-order').click();
    await page.getByTestId('ticket-qr-code').waitFor();
    const qr = (await page.getByTestId('ticket-qr-code').getAttribute('data-token'))!;
    const orderNo = (await page.getByTestId('order-no').innerText()).replace(/^\S+\s*/, '').trim();
    expect(orderNo).toMatch(/^T\d{8}-/);

    // My Ticket Folder once with a signal: the paid ticket is kept on the phone.
    await page.goto(url('/pages/ticket/myTickets'));
    await page.getByTestId('order-card').first().waitFor();
    await settle(page);
    await expect.poll(() => keptOrderNos(page)).toEqual([orderNo]);
    expect(await fetchStatus(page, premiumMedia)).toBe(200);

    // Nothing of the member's and nothing premium in the service worker's caches.
    const kept = await cachedUrls(page);
    expect(kept).toContain('/api/v1/ticket/sale/get?page=1&pageSize=10');
    expect(
      kept.filter(
        (u) =>
          u.includes('/files/premium/') ||
          /\.(mp4|m3u8|vtt)(\?|$)/.test(u) ||
          u.includes('/ticket/order/') ||
          u.includes('/usercenter/') ||
          u.startsWith('/live.html'),
      ),
    ).toEqual([]);

    // At the door, with no signal.
    await context.setOffline(true);
    await reloadOffline(page);
    await page.getByTestId('offline-ticket-folder').waitFor();
    await expect.poll(() => bannerText(page)).toBe('您已离线，正在显示已保存的内容');
    expect(await page.getByTestId('order-card').getAttribute('data-order-no')).toBe(orderNo);
    expect(await page.getByTestId('order-card').innerText()).toContain('扫窗会');
    await settle(page);
    await screenshot(page, 'offline-folder-zh');

    await page.getByTestId('order-card').click();
    await page.getByTestId('offline-ticket-pass').waitFor();
    expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);
    expect(await page.getByTestId('ticket-remaining').innerText()).toBe('1');
    expect(await page.getByTestId('ticket-used').innerText()).toBe('0');
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'offline-qr-zh');

    // Premium media is never served from a cache: with no network its signed link fails.
    expect(await fetchStatus(page, premiumMedia)).toBe('network error');

    // A public list seen before opens from what the service worker kept.
    await page.goto(url('/pages/ticket/index'));
    await page.getByTestId('sale-card').first().waitFor();
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);

    // The same at the door in English (the language is the phone's choice; texts were kept in Chinese).
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(url('/pages/ticket/myTickets'));
    await reloadOffline(page);
    await page.getByTestId('offline-ticket-folder').waitFor();
    await expect.poll(() => bannerText(page)).toBe('You are offline — showing what was saved');
    expect(await page.getByTestId('offline-saved-notice').innerText()).toContain('Saved on this phone for the door');
    await settle(page);
    await screenshot(page, 'offline-folder-en');
    await page.getByTestId('order-card').click();
    await page.getByTestId('offline-ticket-pass').waitFor();
    expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);
    await settle(page);
    await screenshot(page, 'offline-qr-en');

    // The phone online but the server out of reach (down, or a Wi-Fi with no way out): not "offline", and
    // the ticket still shows what the phone kept (issue 34 item 10).
    await backOnline(context);
    await context.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByTestId('offline-ticket-pass').waitFor();
    await expect.poll(() => bannerText(page)).toBe("Can't reach the server");
    expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);
    await settle(page);
    await screenshot(page, 'unreachable-qr-en');
    await context.unrouteAll();

    // Back online: the live folder again, without the banner.
    await page.goto(url('/pages/ticket/myTickets'));
    await page.reload();
    await page.getByTestId('my-orders').waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await context.close();
  });

  // Issue 34 item 1: the most common way to the door. The ticket was opened with a signal earlier in the
  // session, so the app's query cache holds that answer; offline, the read again fails and the page must
  // still show the kept copy (not "Could not load"), and Retry must really ask the network again.
  it('a ticket opened online, then offline in the same session (back, open again): the kept QR code, and Retry asks again, in both languages', async () => {
    const holder = await registerMember(call, app.mail, `offline.again.${Date.now()}@example.org`, 'Lee Door');
    const sales = (
      (await call('/ticket/sale/get?buyStatus=2&pageSize=50')).result as { records: { id: number; title: string }[] }
    ).records;
    const sale = sales.find((s) => s.title.includes('Jin Hua')) ?? sales[0]!;
    const bought = await call('/ticket/order/buy', {
      token: holder.accessToken,
      body: { saleId: sale.id, quantity: 1 },
    });
    expect(bought.code, bought.message).toBe(1002);
    const orderNo = (bought.result as { orderNo: string }).orderNo;
    const paid = await call('/ticket/order/payComplete', {
      token: holder.accessToken,
      body: { orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);
    const qr = (paid.result as { ticket: { qrToken: string } }).ticket.qrToken;

    for (const lang of ['zh-Hans', 'en'] as const) {
      const page = await phonePage(app.browser, lang, holder, { serviceWorker: true });
      const context = page.context();
      await page.goto(url('/pages/ticket/myTickets'));
      await page.getByTestId('order-card').first().waitFor();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
        .toBe(true);
      await expect.poll(() => keptOrderNos(page)).toEqual([orderNo]);

      // Open the ticket with a signal: its QR code shows. Back to the folder.
      await page.getByTestId('order-card').click();
      await page.getByTestId('order-detail').waitFor();
      expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);
      await page.goBack();
      await page.getByTestId('my-orders').waitFor();

      // The signal goes; the same ticket opened again, in the app (no reload): the kept QR code.
      await context.setOffline(true);
      await page.getByTestId('order-card').click();
      await page.getByTestId('offline-ticket-pass').waitFor();
      expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);
      expect(await page.getByTestId('error-state').count()).toBe(0);
      expect(await page.getByTestId('offline-banner').innerText()).toBe(
        lang === 'en' ? 'You are offline — showing what was saved' : '您已离线，正在显示已保存的内容',
      );
      await settle(page);
      await screenshot(page, `offline-qr-again-${lang === 'en' ? 'en' : 'zh'}`);

      // Back to the folder (read online before): the kept folder, and the ticket opens from it again.
      await page.goBack();
      await page.getByTestId('offline-ticket-folder').waitFor();
      expect(await page.getByTestId('error-state').count()).toBe(0);
      await page.getByTestId('order-card').click();
      await page.getByTestId('offline-ticket-pass').waitFor();
      expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);

      // Retry with no signal asks again and keeps the kept copy; with the signal back, the order as the server has it.
      const asked = () => page.waitForRequest((r) => r.url().includes('/ticket/order/getByOrderNo'));
      const offlineAsk = asked();
      await page.getByTestId('offline-retry').click();
      await offlineAsk;
      await page.getByTestId('offline-ticket-pass').waitFor();
      // The signal back: the browser's `online` event asks again by itself (lib/query-client.ts).
      await context.setOffline(false);
      await page.getByTestId('order-detail').waitFor();
      expect(await page.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe(qr);
      await context.close();
    }
  });

  // Issue 34 item 3: a ticket another member gave me is kept for the door like my own.
  it('a ticket given to me by another member opens offline with its own QR code, in both languages', async () => {
    const stamp = Date.now();
    const giver = await registerMember(call, app.mail, `offline.giver.${stamp}@example.org`, 'Tan Giver');
    const holderEmail = `offline.given.${stamp}@example.org`;
    const holder = await registerMember(call, app.mail, holderEmail, 'Lim Given');
    const sales = (
      (await call('/ticket/sale/get?buyStatus=2&pageSize=50')).result as { records: { id: number; title: string }[] }
    ).records;
    const sale = sales.find((s) => s.title.includes('Jin Hua')) ?? sales[0]!;
    const bought = await call('/ticket/order/buy', {
      token: giver.accessToken,
      body: { saleId: sale.id, quantity: 2 },
    });
    expect(bought.code, bought.message).toBe(1002);
    const paid = await call('/ticket/order/payComplete', {
      token: giver.accessToken,
      body: { orderNo: (bought.result as { orderNo: string }).orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);
    const seat = (paid.result as { ticket: { tickets: { id: number }[] } }).ticket.tickets[1]!;
    const gave = await call('/ticket/transfer/toMember', {
      token: giver.accessToken,
      body: { ticketId: seat.id, email: holderEmail },
    });
    expect(gave.code, gave.message).toBe(1002);
    const [given] = (await call('/ticket/received/get', { token: holder.accessToken })).result as {
      id: number;
      qrToken: string;
    }[];
    expect(given!.id).toBe(seat.id);

    for (const lang of ['zh-Hans', 'en'] as const) {
      const page = await phonePage(app.browser, lang, holder, { serviceWorker: true });
      const context = page.context();
      await page.goto(url('/pages/ticket/myTickets'));
      await page.getByTestId('received-ticket-qr').waitFor();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
        .toBe(true);
      await expect.poll(() => keptReceivedIds(page)).toEqual([seat.id]);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-ticket-folder').waitFor();
      const section = page.getByTestId('received-tickets');
      expect(await section.getAttribute('data-kept')).toBe('true');
      expect(await section.getByTestId('received-ticket-qr').getAttribute('data-token')).toBe(given!.qrToken);
      expect(await section.innerText()).toContain(lang === 'en' ? 'From Tan Giver' : '来自 Tan Giver');
      expect(await page.getByTestId('give-ticket').count()).toBe(0);
      await settle(page);
      await screenshot(page, `offline-received-${lang === 'en' ? 'en' : 'zh'}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await context.close();
    }
  });
});
