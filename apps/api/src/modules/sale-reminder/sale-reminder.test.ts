import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailQueue, saleReminders, ticketSales, userMessages } from '../../db/schema/index.js';
import { changesContent } from '../../db/write-watch.js';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call, closeQuietly, makeSale, member } from '../ticket/test-kit.js';
import { deleteMemberData } from '../usercenter/erase-repository.js';
import { SALE_OPEN_MAIL_KIND } from './service.js';

const hour = 3_600_000;

describe.skipIf(pgUnavailable())('"Notify me" when a sale opens (issue 34 item 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  const db = () => t.deps.database.db;
  /** A sale opening in `inHours` (negative: open already). */
  const comingSale = (inHours = 2, over = {}) => {
    const now = t.clock.now().getTime();
    return makeSale(t, 10, { saleStartAt: new Date(now + inHours * hour), ...over });
  };
  const ask = (token: string, saleId: unknown, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/ticket/reminder/add', { token, body: { saleId }, lang });
  const cancel = (token: string, saleId: unknown) =>
    call(t, 'POST', '/ticket/reminder/cancel', { token, body: { saleId } });
  const state = (token: string, saleId: number) => call(t, 'GET', `/ticket/reminder/get/${saleId}`, { token });
  const messagesOf = (userId: number, saleId: number) =>
    db()
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, userId), eq(userMessages.link, `/pages/ticket/detail?id=${saleId}`)));
  const mailsTo = (to: string) =>
    db()
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, to), eq(mailQueue.kind, SALE_OPEN_MAIL_KIND)));
  const moveOpening = (saleId: number, at: Date) =>
    db().update(ticketSales).set({ saleStartAt: at }).where(eq(ticketSales.id, saleId));

  it('every call needs a signed-in member', async () => {
    const sale = await comingSale();
    expect((await call(t, 'GET', `/ticket/reminder/get/${sale.id}`)).status).toBe(401);
    expect((await call(t, 'POST', '/ticket/reminder/add', { body: { saleId: sale.id } })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/ticket/reminder/cancel', { body: { saleId: sale.id }, token: 'junk' })).status,
    ).toBe(401);
  });

  it('a member asks on a coming-soon sale, sees it, asks again without a second reminder, and cancels', async () => {
    const sale = await comingSale();
    const { user, token } = await member(t);
    expect((await state(token, sale.id)).result).toEqual({ saleId: sale.id, asked: false, notifiedAt: null });
    expect((await ask(token, sale.id)).result).toEqual({ saleId: sale.id, asked: true, notifiedAt: null });
    expect((await ask(token, String(sale.id))).result).toEqual({ saleId: sale.id, asked: true, notifiedAt: null });
    expect((await state(token, sale.id)).result).toMatchObject({ asked: true });
    expect(await db().select().from(saleReminders).where(eq(saleReminders.userId, user.id))).toHaveLength(1);
    expect((await cancel(token, sale.id)).result).toEqual({ saleId: sale.id, asked: false, notifiedAt: null });
    expect((await cancel(token, sale.id)).result).toMatchObject({ asked: false });
    // Cancelled before the sale opened: nothing is sent.
    t.clock.advance(3 * hour);
    await t.services.saleReminders.notifyDue();
    expect(await messagesOf(user.id, sale.id)).toHaveLength(0);
    expect(await mailsTo(user.email!)).toHaveLength(0);
  });

  it('refuses a sale already on sale or closed, an unknown or unpublished one and nonsense, with a clear message and no row', async () => {
    const { user, token } = await member(t);
    const open = await comingSale(-1);
    const closed = await comingSale(-10, { saleEndAt: new Date(t.clock.now().getTime() - hour) });
    const hidden = await comingSale(2, { published: false });
    const cases: [unknown, string][] = [
      [open.id, 'Tickets are already on sale; you can buy them now'],
      [closed.id, 'Sales for this performance have closed'],
      [hidden.id, 'This ticket sale does not exist or has been withdrawn'],
      [2_000_000_000, 'This ticket sale does not exist or has been withdrawn'],
      ['x', 'Invalid id'],
      [0, 'Invalid id'],
    ];
    for (const [saleId, message] of cases) {
      const r = await ask(token, saleId);
      expect(r.status, String(saleId)).toBe(200);
      expect(r.code, String(saleId)).toBe(1003);
      expect(r.message, String(saleId)).toBe(message);
    }
    expect((await ask(token, open.id, 'zh-Hans')).message).toBe('已经开售，可直接购票');
    expect(await db().select().from(saleReminders).where(eq(saleReminders.userId, user.id))).toHaveLength(0);
    expect((await state(token, hidden.id)).message).toBe('This ticket sale does not exist or has been withdrawn');
  });

  it('when the sale opens each member gets ONE message and ONE mail in their language, however often the sweep runs', async () => {
    const sale = await comingSale(1, {
      titleZh: '《开售提醒测试》',
      titleEn: 'Reminder test',
      venueZh: '南华剧场',
      venueEn: 'Nam Hwa Theatre',
    });
    const zh = await member(t, { locale: 'zh-Hans' });
    const en = await member(t, { locale: 'en' });
    const not = await member(t);
    await ask(zh.token, sale.id);
    await ask(en.token, sale.id);
    // Not open yet: nothing.
    expect(await t.services.saleReminders.notifyDue()).toBe(0);
    t.clock.advance(hour);
    expect(await t.services.saleReminders.notifyDue()).toBe(2);
    expect(await t.services.saleReminders.notifyDue()).toBe(0);
    expect(await messagesOf(zh.user.id, sale.id)).toHaveLength(1);
    expect(await messagesOf(en.user.id, sale.id)).toHaveLength(1);
    expect(await messagesOf(not.user.id, sale.id)).toHaveLength(0);
    const [zhMail] = await mailsTo(zh.user.email!);
    const [enMail] = await mailsTo(en.user.email!);
    expect((await mailsTo(zh.user.email!)).length + (await mailsTo(en.user.email!)).length).toBe(2);
    expect(zhMail).toMatchObject({ state: 'queued', subject: '开售提醒：「《开售提醒测试》」现已开售' });
    expect(zhMail!.text).toMatch(/时间: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\n/);
    expect(zhMail!.html).toContain('<html lang="zh-Hans">');
    expect(zhMail!.text).toContain(`/#/pages/ticket/detail?id=${sale.id}`);
    expect(enMail).toMatchObject({ subject: 'Now on sale: Reminder test' });
    // The inbox shows the message in the reader's language, linked to the sale.
    // (A fresh session: the clock moved past the first one's lifetime.)
    const enToken = (await t.signIn(en.user)).accessToken;
    const zhToken = (await t.signIn(zh.user)).accessToken;
    const inbox = (await call(t, 'GET', '/usercenter/userMessage/get', { token: enToken, lang: 'en' })).result as {
      records: { title: string; link: string }[];
    };
    expect(inbox.records[0]).toMatchObject({
      title: 'Now on sale: Reminder test',
      link: `/pages/ticket/detail?id=${sale.id}`,
    });
    // The member sees they were told; asking again now answers that, and cancelling keeps it.
    const told = (await state(zhToken, sale.id)).result as { asked: boolean; notifiedAt: string };
    expect(told).toEqual({ saleId: sale.id, asked: true, notifiedAt: t.clock.now().toISOString() });
    expect((await ask(zhToken, sale.id)).result).toEqual(told);
    expect((await cancel(zhToken, sale.id)).result).toEqual(told);
  });

  it('an edited opening time: moved later, nobody is told at the old time; moved back and forth after, still once', async () => {
    const sale = await comingSale(1);
    const m = await member(t);
    await ask(m.token, sale.id);
    await moveOpening(sale.id, new Date(t.clock.now().getTime() + 5 * hour));
    t.clock.advance(2 * hour);
    expect(await t.services.saleReminders.notifyDue()).toBe(0);
    // Brought forward to now: told.
    await moveOpening(sale.id, t.clock.now());
    expect(await t.services.saleReminders.notifyDue()).toBe(1);
    // Staff move it into the future again and it reopens later: no second message.
    await moveOpening(sale.id, new Date(t.clock.now().getTime() + hour));
    t.clock.advance(2 * hour);
    expect(await t.services.saleReminders.notifyDue()).toBe(0);
    expect(await messagesOf(m.user.id, sale.id)).toHaveLength(1);
    expect(await mailsTo(m.user.email!)).toHaveLength(1);
  });

  it('sweeps running at once (several processes) tell each member exactly once; batches past the first are swept too', async () => {
    const sale = await comingSale(1);
    const members = await Promise.all(Array.from({ length: 130 }, () => member(t)));
    for (const m of members) await ask(m.token, sale.id);
    t.clock.advance(hour);
    const told = await Promise.all([
      t.services.saleReminders.notifyDue(),
      t.services.saleReminders.notifyDue(),
      t.services.saleReminders.notifyDue(),
    ]);
    expect(told.reduce((a, b) => a + b, 0)).toBe(130);
    const rows = await db()
      .select({ userId: userMessages.userId })
      .from(userMessages)
      .where(eq(userMessages.link, `/pages/ticket/detail?id=${sale.id}`));
    expect(rows).toHaveLength(130);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(130);
    const mails = await db()
      .select({ to: mailQueue.to })
      .from(mailQueue)
      .where(eq(mailQueue.kind, SALE_OPEN_MAIL_KIND));
    const ours = new Set(members.map((m) => m.user.email));
    expect(mails.filter((x) => ours.has(x.to))).toHaveLength(130);
  });

  it('a sale that closed before the sweep came tells nobody; an erased account keeps no reminder', async () => {
    const sale = await comingSale(1, { saleEndAt: new Date(t.clock.now().getTime() + 2 * hour) });
    const m = await member(t);
    const gone = await member(t);
    await ask(m.token, sale.id);
    await ask(gone.token, sale.id);
    await deleteMemberData(db(), gone.user.id);
    expect(await db().select().from(saleReminders).where(eq(saleReminders.userId, gone.user.id))).toHaveLength(0);
    t.clock.advance(3 * hour);
    expect(await t.services.saleReminders.notifyDue()).toBe(0);
    expect(await messagesOf(m.user.id, sale.id)).toHaveLength(0);
  });

  it('reminders are private writes: asking and the sweep leave the public cache alone', () => {
    expect(changesContent('insert into "sale_reminders" ("user_id") values ($1)')).toBe(false);
    expect(changesContent('update "sale_reminders" set "notified_at" = $1')).toBe(false);
    expect(changesContent('delete from "sale_reminders" where "user_id" = $1')).toBe(false);
  });
});
