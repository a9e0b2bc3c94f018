import type {
  BroadcastItem,
  DashboardSummary,
  Mark,
  MarkPage,
  ModerationItem,
  Order,
  UserMessage,
} from '@nanhua/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { auditLog, broadcasts, feedback, orders, ticketPasses, userMessages } from '../../db/schema/index.js';
import { engageTargets, eventAt } from '../engagement/test-kit.js';
import { buy, call, closeQuietly, makeSale, member, pay } from '../ticket/test-kit.js';

const day = 86_400_000;

describe.skipIf(pgUnavailable())(`broadcast, moderation, dashboard (${dbKind})`, () => {
  let t: TestApp;
  let support: string;
  let editor: string;
  beforeAll(async () => {
    t = await buildTestApp();
    support = (await t.signIn(await t.createUser({ nickName: 'Support', role: 'support' }))).accessToken;
    editor = (await t.signIn(await t.createUser({ nickName: 'Editor', role: 'editor' }))).accessToken;
  });
  afterAll(() => closeQuietly(t));

  const db = () => t.deps.database.db;
  const staff = (method: 'GET' | 'POST', path: string, body?: object, lang: 'en' | 'zh-Hans' = 'en', token = support) =>
    call(t, method, `/admin${path}`, { token, body, lang });
  const inbox = async (token: string, lang: 'en' | 'zh-Hans' = 'en') =>
    (
      (await call(t, 'GET', '/usercenter/userMessage/get?pageSize=50', { token, lang })).result as {
        records: UserMessage[];
      }
    ).records;
  const messageCount = async () => (await db().select({ n: count() }).from(userMessages))[0]!.n;
  const draft = { titleZh: '演出通知', titleEn: 'Show notice', bodyZh: '今晚七点开演', bodyEn: '' };

  it('only support (and admin) may broadcast and moderate; any staff reads the dashboard', async () => {
    const m = await member(t);
    expect((await staff('POST', '/broadcast/preview', { audience: 'all', ...draft }, 'en', editor)).status).toBe(403);
    expect((await staff('GET', '/moderation/comments', undefined, 'en', m.token)).status).toBe(403);
    expect((await staff('GET', '/dashboard/summary', undefined, 'en', editor)).code).toBe(1002);
  });

  it('preview counts exactly the recipients send writes to, once per client token, audited; the member reads it in their language', async () => {
    const now = t.clock.now().getTime();
    const annual = await member(t, { userType: 2, memberExpiresAt: new Date(now + 30 * day) });
    const lapsed = await member(t, { userType: 2, memberExpiresAt: new Date(now - day) });
    const ordinary = await member(t, { userType: 4 });
    await t.createUser({ userType: 2, memberExpiresAt: new Date(now + 30 * day), status: 'disabled' });
    const body = { audience: 'tier', tier: 2, ...draft };
    expect((await staff('POST', '/broadcast/preview', body)).result).toEqual({ count: 1 });
    expect((await staff('POST', '/broadcast/preview', { ...body, tier: 4 })).result).toMatchObject({
      count: expect.any(Number),
    });
    const ordinaries = ((await staff('POST', '/broadcast/preview', { ...body, tier: 4 })).result as { count: number })
      .count;

    const before = await messageCount();
    const [a, b] = await Promise.all([
      staff('POST', '/broadcast/send', { ...body, clientToken: 'tok-annual-1' }),
      staff('POST', '/broadcast/send', { ...body, clientToken: 'tok-annual-1' }),
    ]);
    expect(a.code, a.message).toBe(1002);
    expect(b.code, b.message).toBe(1002);
    expect((a.result as BroadcastItem).id).toBe((b.result as BroadcastItem).id);
    expect(a.result).toMatchObject({
      audience: 'tier',
      tier: 2,
      performanceId: null,
      recipients: 1,
      actor: { name: 'Support' },
    });
    expect((await messageCount()) - before).toBe(1);
    expect(
      (await db().select({ n: count() }).from(broadcasts).where(eq(broadcasts.clientToken, 'tok-annual-1')))[0]!.n,
    ).toBe(1);

    // English empty: the English reader sees the Chinese; the Chinese reader the Chinese.
    expect((await inbox(annual.token, 'en')).map((m) => [m.title, m.content, m.type])).toEqual([
      ['Show notice', '今晚七点开演', 1],
    ]);
    expect((await inbox(annual.token, 'zh-Hans'))[0]).toMatchObject({ title: '演出通知', content: '今晚七点开演' });
    expect(await inbox(lapsed.token)).toEqual([]);
    expect(await inbox(ordinary.token)).toEqual([]);

    const toOrdinary = (await staff('POST', '/broadcast/send', { ...body, tier: 4, clientToken: 'tok-ordinary-1' }))
      .result as BroadcastItem;
    expect(toOrdinary.recipients).toBe(ordinaries);
    expect((await inbox(lapsed.token)).length).toBe(1);
    expect((await inbox(ordinary.token)).length).toBe(1);

    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'broadcast'));
    expect(audits.map((x) => [x.action, x.entityId])).toEqual([
      ['send', String((a.result as BroadcastItem).id)],
      ['send', String(toOrdinary.id)],
    ]);
    const list = (await staff('GET', '/broadcast/list?size=1')).result as { items: BroadcastItem[]; total: number };
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.id)).toEqual([toOrdinary.id]);
  });

  it('performance audience: paid ticket holders not fully refunded, each once', async () => {
    const show = await eventAt(t, 96);
    const sale = await makeSale(t, 20, { theatreId: show.id });
    const other = await makeSale(t, 20);
    const holder = await member(t);
    const refunded = await member(t);
    const unpaid = await member(t);
    const elsewhere = await member(t);
    const paidOrder = async (token: string, saleId: number) => {
      const o = (await buy(t, token, { saleId, quantity: 1 })).result as Order;
      expect((await pay(t, token, o.orderNo)).code).toBe(1002);
      return o;
    };
    await paidOrder(holder.token, sale.id);
    await paidOrder(holder.token, sale.id);
    const r = await paidOrder(refunded.token, sale.id);
    await db()
      .update(ticketPasses)
      .set({ refundedQuantity: sql`${ticketPasses.quantity}` })
      .where(eq(ticketPasses.orderId, r.id));
    await buy(t, unpaid.token, { saleId: sale.id, quantity: 1 });
    await paidOrder(elsewhere.token, other.id);

    const body = { audience: 'performance', performanceId: show.id, ...draft };
    expect((await staff('POST', '/broadcast/preview', body)).result).toEqual({ count: 1 });
    const before = await messageCount();
    const sent = (await staff('POST', '/broadcast/send', { ...body, clientToken: 'tok-show-0001' }))
      .result as BroadcastItem;
    expect(sent.recipients).toBe(1);
    expect((await messageCount()) - before).toBe(1);
    const notices = async (token: string) => (await inbox(token)).filter((m) => m.title === 'Show notice');
    expect((await notices(holder.token)).length).toBe(1);
    for (const m of [refunded, unpaid, elsewhere]) expect(await notices(m.token)).toEqual([]);
  });

  it('bad input gets a localized message and stores nothing', async () => {
    const before = await messageCount();
    const zh = await staff(
      'POST',
      '/broadcast/send',
      { audience: 'tier', titleZh: '', bodyZh: 'x', clientToken: 'tok-bad-0001' },
      'zh-Hans',
    );
    expect(zh.code).toBe(1003);
    expect(zh.message).toMatch(/请输入中文标题|请选择会员等级/);
    const en = await staff('POST', '/broadcast/preview', { audience: 'performance', ...draft });
    expect([en.code, en.message]).toEqual([1003, 'Please choose a performance']);
    expect(
      (await staff('POST', '/broadcast/send', { audience: 'everyone', ...draft, clientToken: 'tok-bad-0002' })).code,
    ).toBe(1003);
    expect(await messageCount()).toBe(before);
    expect(
      (await db().select({ n: count() }).from(broadcasts).where(sql`${broadcasts.clientToken} like 'tok-bad-%'`))[0]!.n,
    ).toBe(0);
    expect((await staff('POST', '/moderation/hide/mark/1', { reason: ' ' })).message).toBe('Please give a reason');
    expect((await staff('POST', '/moderation/hide/other/1', { reason: 'x' })).code).toBe(1003);
  });

  it('moderation: lists comments and replies of every family, hides (members no longer see it), deletes, audited', async () => {
    const families = await engageTargets(t);
    const author = await member(t, { nickName: '阿美' });
    const other = await member(t, { nickName: 'Ben' });
    const posted: { f: (typeof families)[number]; mark: Mark }[] = [];
    for (const f of families) {
      const mark = (
        await call(t, 'POST', `${f.mark}/mark`, {
          token: author.token,
          body: { [f.key]: f.target, content: `rude ${f.family}` },
        })
      ).result as Mark;
      t.clock.advance(1000);
      await call(t, 'POST', `${f.reply}/save`, {
        token: other.token,
        body: { markId: mark.id, content: `reply ${f.family}` },
      });
      t.clock.advance(1000);
      posted.push({ f, mark });
    }
    const list = async (qs = '') =>
      (await staff('GET', `/moderation/comments?size=100${qs}`)).result as { items: ModerationItem[]; total: number };
    const all = await list();
    expect(all.total).toBe(6);
    expect(all.items.map((i) => [i.kind, i.family, i.content])).toEqual([
      ['reply', 'theatreUltimate', 'reply theatreUltimate'],
      ['mark', 'theatreUltimate', 'rude theatreUltimate'],
      ['reply', 'video', 'reply video'],
      ['mark', 'video', 'rude video'],
      ['reply', 'knowledge', 'reply knowledge'],
      ['mark', 'knowledge', 'rude knowledge'],
    ]);
    expect(all.items[1]).toMatchObject({
      targetTitle: 'Scene one',
      author: { name: '阿美' },
      hidden: false,
      locked: false,
    });
    expect((await list('&family=video')).items.map((i) => i.kind)).toEqual(['reply', 'mark']);
    const second = (await staff('GET', '/moderation/comments?size=2&page=2')).result as {
      items: ModerationItem[];
      total: number;
    };
    expect([second.total, second.items.map((i) => i.content)]).toEqual([6, ['reply video', 'rude video']]);

    const { f, mark } = posted[1]!;
    const page = async () => (await call(t, 'GET', `${f.mark}/get?${f.key}=${f.target}`)).result as MarkPage;
    expect((await page()).records.map((m) => m.id)).toEqual([mark.id]);
    const hid = await staff('POST', `/moderation/hide/mark/${mark.id}`, { reason: 'insulting' });
    expect(hid.result).toMatchObject({ kind: 'mark', id: mark.id, hidden: true });
    expect((await page()).records).toEqual([]);
    expect((await call(t, 'GET', `${f.mark}/get/${mark.id}`)).code).toBe(1003);
    expect((await list('&hidden=true')).items.map((i) => i.id)).toEqual([mark.id]);
    // Shown again when support changes its mind.
    await staff('POST', `/moderation/hide/mark/${mark.id}`, { reason: 'mistake', hidden: false });
    expect((await page()).records.map((m) => m.id)).toEqual([mark.id]);

    // A hidden reply leaves the count and the conversation.
    const reply = (await list('&family=video')).items[0]!;
    await staff('POST', `/moderation/hide/reply/${reply.id}`, { reason: 'spam' });
    expect((await page()).records[0]!.replyCount).toBe(0);
    expect((await call(t, 'GET', `${f.reply}/get/${mark.id}`)).result).toEqual([]);

    expect((await staff('POST', `/moderation/delete/mark/${mark.id}`, { reason: 'abuse' })).code).toBe(1002);
    expect((await list()).total).toBe(4);
    expect((await staff('POST', `/moderation/delete/mark/${mark.id}`, { reason: 'abuse' })).message).toBe(
      'This comment does not exist or was deleted',
    );
    const audits = await db().select().from(auditLog).where(sql`${auditLog.entity} like 'comment.%'`);
    expect(audits.map((a) => [a.action, a.entity, a.reason])).toEqual([
      ['hide', 'comment.mark', 'insulting'],
      ['unhide', 'comment.mark', 'mistake'],
      ['hide', 'comment.reply', 'spam'],
      ['delete', 'comment.mark', 'abuse'],
    ]);
  });

  it('commenting off refuses new comments and replies with the localized message; on again takes them', async () => {
    const families = await engageTargets(t);
    const m = await member(t);
    const f = families[0];
    const first = (
      await call(t, 'POST', `${f.mark}/mark`, { token: m.token, body: { [f.key]: f.target, content: 'before' } })
    ).result as Mark;
    expect(
      (await staff('POST', `/moderation/commenting/${f.family}/${f.target}`, { enabled: false, reason: 'flame war' }))
        .result,
    ).toEqual({ family: f.family, itemId: f.target, enabled: false });
    const en = await call(t, 'POST', `${f.mark}/mark`, {
      token: m.token,
      body: { [f.key]: f.target, content: 'again' },
      lang: 'en',
    });
    expect([en.code, en.message]).toEqual([1003, 'Comments are closed for this item']);
    const zh = await call(t, 'POST', `${f.reply}/save`, {
      token: m.token,
      body: { markId: first.id, content: 'reply' },
      lang: 'zh-Hans',
    });
    expect(zh.message).toBe('该内容已关闭评论');
    const page = (await call(t, 'GET', `${f.mark}/get?${f.key}=${f.target}`)).result as MarkPage;
    expect(page).toMatchObject({ commentsClosed: true, total: 1 });
    expect(
      ((await staff('GET', `/moderation/comments?family=${f.family}`)).result as { items: ModerationItem[] }).items[0],
    ).toMatchObject({ locked: true });
    // The same call twice changes nothing more (one audit entry).
    await staff('POST', `/moderation/commenting/${f.family}/${f.target}`, { enabled: false });
    await staff('POST', `/moderation/commenting/${f.family}/${f.target}`, { enabled: true });
    expect(
      (await call(t, 'POST', `${f.mark}/mark`, { token: m.token, body: { [f.key]: f.target, content: 'again' } })).code,
    ).toBe(1002);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, `commenting.${f.family}`));
    expect(audits.map((a) => a.action)).toEqual(['commenting.off', 'commenting.on']);
    expect((await staff('POST', `/moderation/commenting/video/99999`, { enabled: false })).message).toBe(
      'This item does not exist or is not published',
    );
  });

  it('dashboard: sales per day of each kind, seats sold of upcoming sales, members by tier, feedback due', async () => {
    const d0 = (await staff('GET', '/dashboard/summary')).result as DashboardSummary;
    expect(d0.salesPerDay).toHaveLength(30);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(d0.salesPerDay.at(-1)!.day).toBe(today);
    const m = await member(t);
    const sale = await makeSale(t, 10, { titleZh: '看板场次', titleEn: 'Dashboard show' });
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 3 })).result as Order;
    await pay(t, m.token, o.orderNo);
    // A shop order paid 40 days ago is outside the window; one yesterday is inside.
    const shop = (at: number, cents: number) =>
      db()
        .insert(orders)
        .values({
          orderNo: `DASH${at}${cents}`,
          userId: m.user.id,
          kind: 'shop',
          payStatus: 1,
          totalCents: cents,
          paymentMethod: 'card',
          provider: 'sandbox',
          createdAt: new Date(at),
          expiresAt: new Date(at),
          paidAt: new Date(at),
        });
    const now = t.clock.now().getTime();
    await shop(now - day, 1500);
    await shop(now - 40 * day, 9900);
    await db()
      .insert(feedback)
      .values([
        { userId: m.user.id, content: 'a', createdAt: t.clock.now() },
        { userId: m.user.id, content: 'b', reply: 'ok', repliedAt: t.clock.now(), createdAt: t.clock.now() },
      ]);

    const d = (await staff('GET', '/dashboard/summary', undefined, 'zh-Hans')).result as DashboardSummary;
    const at = (s: DashboardSummary, dd: string) => s.salesPerDay.find((x) => x.day === dd)!;
    const yesterday = new Date(now - day).toISOString().slice(0, 10);
    expect(at(d, today).ticketCents - at(d0, today).ticketCents).toBe(3 * 3800);
    expect(at(d, yesterday).shopCents - at(d0, yesterday).shopCents).toBe(1500);
    expect(
      d.salesPerDay.reduce((s, x) => s + x.shopCents, 0) - d0.salesPerDay.reduce((s, x) => s + x.shopCents, 0),
    ).toBe(1500);
    expect(d.seatsPerPerformance.find((s) => s.saleId === sale.id)).toMatchObject({
      title: '看板场次',
      sold: 3,
      total: 10,
    });
    const tiers = Object.fromEntries(d.membersByTier.map((x) => [x.tier, x.count]));
    const tiers0 = Object.fromEntries(d0.membersByTier.map((x) => [x.tier, x.count]));
    expect((tiers[4] ?? 0) - (tiers0[4] ?? 0)).toBe(1);
    expect(d.feedbackDue - d0.feedbackDue).toBe(1);
  });
});
