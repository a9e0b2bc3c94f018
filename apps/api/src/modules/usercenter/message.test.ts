import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@nanhua/contract';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call, memberWithPassword } from './account-test-kit.js';
import { createMessageService } from './message-service.js';

const sample = (n: number, type: MessageType = MessageType.System) => ({
  type,
  titleZh: `通知${n}`,
  titleEn: `Notice ${n}`,
  contentZh: `内容${n}`,
  contentEn: `Content ${n}`,
});

describe.skipIf(pgUnavailable())('userMessage and the message service', () => {
  let t: TestApp;
  let messages: ReturnType<typeof createMessageService>;
  beforeAll(async () => {
    t = await buildTestApp();
    messages = createMessageService({ db: t.deps.database.db, clock: t.clock });
  });
  afterAll(() => t.close());

  it('needs a token on every call', async () => {
    for (const [m, p] of [
      ['GET', '/usercenter/userMessage/get'],
      ['GET', '/usercenter/userMessage/isExistUnread'],
      ['POST', '/usercenter/userMessage/setToReadById/1'],
      ['POST', '/usercenter/userMessage/setAllToRead'],
      ['POST', '/usercenter/userMessage/delete/1'],
    ] as const)
      expect((await call(t, m, p)).status, p).toBe(401);
  });

  it('lists in the reader language, newest first, by type, and pages', async () => {
    const me = await memberWithPassword(t);
    for (let i = 1; i <= 12; i++) {
      await messages.send(me.user.id, sample(i, i % 3 === 0 ? MessageType.Orders : MessageType.System));
      t.clock.advance(1000);
    }
    const all = await call(t, 'GET', '/usercenter/userMessage/get?page=1&pageSize=5', {
      token: me.token,
      lang: 'zh-Hans',
    });
    expect(all.result).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    const records = (all.result as { records: object[] }).records;
    expect(records).toHaveLength(5);
    expect(records[0]).toMatchObject({ title: '通知12', content: '内容12', type: 2, read: false, link: null });
    const orders = await call(t, 'GET', '/usercenter/userMessage/get?type=2', { token: me.token });
    expect(orders.result).toMatchObject({
      total: 4,
      records: [{ title: 'Notice 12' }, { title: 'Notice 9' }, { title: 'Notice 6' }, { title: 'Notice 3' }],
    });
    expect((await call(t, 'GET', '/usercenter/userMessage/get?type=9', { token: me.token })).code).toBe(1003);
  });

  it('marks one read, then all read, and the unread flag follows', async () => {
    const me = await memberWithPassword(t);
    const unread = async () =>
      (await call(t, 'GET', '/usercenter/userMessage/isExistUnread', { token: me.token })).result;
    expect(await unread()).toBe(false);
    await messages.sendMany([me.user.id, me.user.id], sample(1));
    await messages.send(me.user.id, sample(2));
    expect(await unread()).toBe(true);
    const { records } = (await call(t, 'GET', '/usercenter/userMessage/get', { token: me.token })).result as {
      records: { id: number; read: boolean }[];
    };
    expect(records).toHaveLength(2);
    expect(
      (await call(t, 'POST', `/usercenter/userMessage/setToReadById/${records[0]!.id}`, { token: me.token })).code,
    ).toBe(1002);
    expect(await unread()).toBe(true);
    expect((await call(t, 'POST', '/usercenter/userMessage/setAllToRead', { token: me.token })).code).toBe(1002);
    expect(await unread()).toBe(false);
  });

  it("answers another member's message id as not found and leaves it alone", async () => {
    const me = await memberWithPassword(t);
    const other = await memberWithPassword(t);
    await messages.send(other.user.id, sample(1));
    const [theirs] = (
      (await call(t, 'GET', '/usercenter/userMessage/get', { token: other.token })).result as {
        records: { id: number }[];
      }
    ).records;
    expect(
      await call(t, 'POST', `/usercenter/userMessage/setToReadById/${theirs!.id}`, { token: me.token }),
    ).toMatchObject({ code: 1003, message: 'Message not found' });
    expect(await call(t, 'POST', `/usercenter/userMessage/delete/${theirs!.id}`, { token: me.token })).toMatchObject({
      code: 1003,
      message: 'Message not found',
    });
    expect((await call(t, 'GET', '/usercenter/userMessage/isExistUnread', { token: other.token })).result).toBe(true);
    expect((await call(t, 'POST', '/usercenter/userMessage/delete/abc', { token: me.token })).message).toBe(
      'Invalid id',
    );
  });

  it('deletes one message', async () => {
    const me = await memberWithPassword(t);
    await messages.send(me.user.id, { ...sample(1), link: '/pages/shopOrder/detail?orderNo=1' });
    const [m] = (
      (await call(t, 'GET', '/usercenter/userMessage/get', { token: me.token })).result as {
        records: { id: number; link: string }[];
      }
    ).records;
    expect(m!.link).toBe('/pages/shopOrder/detail?orderNo=1');
    expect((await call(t, 'POST', `/usercenter/userMessage/delete/${m!.id}`, { token: me.token })).code).toBe(1002);
    expect((await call(t, 'GET', '/usercenter/userMessage/get', { token: me.token })).result).toMatchObject({
      total: 0,
    });
  });

  it('sends to many members in one call', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => memberWithPassword(t)));
    await messages.sendMany(
      members.map((m) => m.user.id),
      sample(7),
    );
    for (const m of members)
      expect((await call(t, 'GET', '/usercenter/userMessage/get', { token: m.token })).result).toMatchObject({
        total: 1,
      });
  });
});
