import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { deliveryAddresses } from '../../db/schema/index.js';
import { call, memberWithPassword } from './account-test-kit.js';

const home = {
  recipientName: '陈美玲',
  country: '新加坡',
  address: '牛车水大厦 12 楼',
  postalCode: '058357',
  contactNumber: '+65 9123 4567',
};
type Addr = { id: number; isDefault: boolean; recipientName: string };

describe.skipIf(pgUnavailable())('deliveryAddress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string) =>
    (await call(t, 'GET', '/usercenter/deliveryAddress/getMyAddresses', { token })).result as Addr[];
  const create = (token: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/usercenter/deliveryAddress/create', { token, body, lang });

  it('needs a token on every call', async () => {
    for (const [m, p] of [
      ['GET', '/usercenter/deliveryAddress/getMyAddresses'],
      ['POST', '/usercenter/deliveryAddress/create'],
      ['POST', '/usercenter/deliveryAddress/update'],
      ['POST', '/usercenter/deliveryAddress/delete/1'],
      ['POST', '/usercenter/deliveryAddress/setDefault/1'],
    ] as const)
      expect((await call(t, m, p, { body: home })).status, p).toBe(401);
  });

  it('keeps exactly one default: the first address, a chosen one, and a promoted one after deletion', async () => {
    const { token } = await memberWithPassword(t);
    expect(await list(token)).toEqual([]);
    const first = (await create(token, home)).result as Addr;
    expect(first.isDefault).toBe(true);
    const second = (await create(token, { ...home, recipientName: 'Tan Mei Ling' })).result as Addr;
    expect(second.isDefault).toBe(false);
    expect((await call(t, 'POST', `/usercenter/deliveryAddress/setDefault/${second.id}`, { token })).code).toBe(1002);
    expect((await list(token)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const third = (await create(token, { ...home, recipientName: '三', isDefault: true })).result as Addr;
    expect((await list(token)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);
    expect((await call(t, 'POST', `/usercenter/deliveryAddress/delete/${third.id}`, { token })).code).toBe(1002);
    const left = await list(token);
    expect(left).toHaveLength(2);
    expect(left.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('updates an address', async () => {
    const { token } = await memberWithPassword(t);
    const a = (await create(token, home)).result as Addr;
    const res = await call(t, 'POST', '/usercenter/deliveryAddress/update', {
      token,
      body: { ...home, id: a.id, address: '新地址 1 号', isDefault: false },
    });
    expect(res.result).toMatchObject({ id: a.id, address: '新地址 1 号', isDefault: true });
  });

  it('answers required-field messages and stores nothing', async () => {
    const { user, token } = await memberWithPassword(t);
    const cases: [object, string][] = [
      [{ ...home, recipientName: ' ' }, "Please enter the recipient's name"],
      [{ ...home, country: '' }, 'Please enter the country'],
      [{ ...home, address: '' }, 'Please enter the address'],
      [{ ...home, postalCode: '' }, 'Please enter the postal code'],
      [{ ...home, contactNumber: '' }, 'Please enter the contact number'],
      [{ ...home, contactNumber: 'call me' }, 'Please enter a valid contact number'],
    ];
    for (const [body, message] of cases)
      expect(await create(token, body), message).toMatchObject({ code: 1003, message });
    expect((await create(token, { ...home, recipientName: '' }, 'zh-Hans')).message).toBe('请输入收件人姓名');
    expect(
      await t.deps.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, user.id)),
    ).toEqual([]);
  });

  it('checks the postal code and phone number against the country, in either language; other countries get the general checks', async () => {
    const { user, token } = await memberWithPassword(t);
    const cases: [object, string][] = [
      [{ ...home, postalCode: '05835' }, 'A Singapore postal code has 6 digits'],
      [
        { ...home, country: 'Singapore', contactNumber: '+65 1234 567' },
        'Please enter a Singapore number: 8 digits, optionally with +65',
      ],
      [
        { ...home, country: 'Malaysia', postalCode: '058357', contactNumber: '+60 12-345 6789' },
        'A Malaysian postcode has 5 digits',
      ],
      [
        { ...home, country: '马来西亚', postalCode: '50450', contactNumber: '+65 9123 4567' },
        'Please enter a Malaysian number, e.g. +60 12-345 6789',
      ],
      [
        { ...home, country: 'China', postalCode: '5150', contactNumber: '+86 138 0013 8000' },
        'A Chinese postal code has 6 digits',
      ],
      [
        { ...home, country: '中国', postalCode: '515000', contactNumber: '+86 238 0013 8000' },
        'Please enter a Chinese number, e.g. +86 138 0013 8000',
      ],
      [{ ...home, country: 'Thailand', postalCode: '#1' }, 'Please enter a valid postal code'],
    ];
    for (const [body, message] of cases)
      expect(await create(token, body), message).toMatchObject({ code: 1003, message });
    expect((await create(token, { ...home, postalCode: '123' }, 'zh-Hans')).message).toBe(
      '新加坡的邮政编码为 6 位数字',
    );
    expect(
      await t.deps.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, user.id)),
    ).toEqual([]);
    const fine = [
      { ...home, country: 'SG', contactNumber: '6221 8888' },
      { ...home, country: 'Malaysia', postalCode: '50450', contactNumber: '012-345 6789' },
      { ...home, country: 'China', postalCode: '515000', contactNumber: '+86 (0754) 8888 1234' },
      { ...home, country: 'United Kingdom', postalCode: 'SW1A 1AA', contactNumber: '+44 20 7946 0958' },
    ];
    for (const body of fine) expect((await create(token, body)).code, JSON.stringify(body)).toBe(1002);
    const [first] = (await call(t, 'GET', '/usercenter/deliveryAddress/getMyAddresses', { token })).result as Addr[];
    expect(
      (
        await call(t, 'POST', '/usercenter/deliveryAddress/update', {
          token,
          body: { ...home, id: first!.id, postalCode: '1' },
        })
      ).message,
    ).toBe('A Singapore postal code has 6 digits');
  });

  it("answers another member's address id as not found and changes nothing", async () => {
    const me = await memberWithPassword(t);
    const other = await memberWithPassword(t);
    const theirs = (await create(other.token, home)).result as Addr;
    for (const res of [
      await call(t, 'POST', '/usercenter/deliveryAddress/update', {
        token: me.token,
        body: { ...home, id: theirs.id, address: 'hijacked' },
      }),
      await call(t, 'POST', `/usercenter/deliveryAddress/delete/${theirs.id}`, { token: me.token }),
      await call(t, 'POST', `/usercenter/deliveryAddress/setDefault/${theirs.id}`, { token: me.token }),
    ])
      expect(res).toMatchObject({ code: 1003, message: 'Address not found' });
    expect(await list(other.token)).toMatchObject([{ id: theirs.id, address: home.address, isDefault: true }]);
  });

  it('gives one default when first addresses are created at once, and caps the count', async () => {
    const { token } = await memberWithPassword(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => create(token, home)));
    expect(results.every((r) => r.code === 1002)).toBe(true);
    const all = await list(token);
    expect(all).toHaveLength(5);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    for (let i = 5; i < 20; i++) await create(token, home);
    expect(await create(token, home)).toMatchObject({
      code: 1003,
      message: 'You can keep at most 20 delivery addresses',
    });
  });
});
