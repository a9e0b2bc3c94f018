import type { Order, StaffTicketSale } from '@nanhua/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../../test/helper.js';
import { orderLines, ticketPrices, ticketSales } from '../../../db/schema/index.js';
import { eventAt } from '../../engagement/test-kit.js';
import { insertPrices } from '../repository.js';
import { buy, call, closeQuietly, makeSale, member, pay } from '../test-kit.js';

const hour = 3_600_000;
const minute = 60_000;
type Category = StaffTicketSale['categories'][number];
/** A category as the form sends it back. */
const form = (c: Category, over: Partial<Category> = {}) => {
  const { id, nameZh, nameEn, priceCents, seats } = { ...c, ...over };
  return { id, nameZh, nameEn, priceCents, seats };
};

describe.skipIf(pgUnavailable())(`staff ticket sales (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;
  let editorUser: Awaited<ReturnType<TestApp['createUser']>>;
  let performanceId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    editorUser = await t.createUser({ nickName: 'Editor', role: 'editor' });
    editor = (await t.signIn(editorUser)).accessToken;
    performanceId = (await eventAt(t, 72)).id;
  });
  afterAll(() => closeQuietly(t));

  const staff = (method: 'GET' | 'POST', path: string, body?: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, method, `/admin/ticketSale${path}`, { token: editor, body, lang });
  const window = () => ({
    saleStartAt: new Date(t.clock.now().getTime() - hour).toISOString(),
    saleEndAt: new Date(t.clock.now().getTime() + 48 * hour).toISOString(),
  });
  const create = async (categories: object[], over: object = {}) => {
    const r = await staff('POST', '/create', { performanceId, ...window(), categories, ...over });
    expect(r.code, r.message).toBe(1002);
    return r.result as StaffTicketSale;
  };
  const saleCount = async () => (await t.deps.database.db.select({ n: count() }).from(ticketSales))[0]!.n;
  const priceCount = async () => (await t.deps.database.db.select({ n: count() }).from(ticketPrices))[0]!.n;

  it('auth: the staff calls need a staff token', async () => {
    expect((await call(t, 'GET', '/admin/ticketSale/list')).status).toBe(401);
    const m = await member(t);
    expect((await call(t, 'POST', '/admin/ticketSale/create', { token: m.token, body: {} })).status).toBe(403);
  });

  it('create, get, list (keyword, performance, state, sort), update and delete, each audited', async () => {
    const s = await create([
      { nameZh: '贵宾席', nameEn: 'Premium', priceCents: 6800, seats: 50 },
      { nameZh: '标准席', priceCents: 4800, seats: 150 },
    ]);
    expect(s).toMatchObject({
      performanceId,
      titleZh: '潮剧工作坊',
      titleEn: 'Teochew opera workshop',
      state: 2,
      perOrderLimit: 6,
      published: true,
      totalSeats: 200,
      remaining: 200,
      sold: 0,
      held: 0,
      hasOrders: false,
    });
    expect(s.categories.map((c) => [c.nameZh, c.nameEn, c.priceCents, c.seats, c.remaining, c.sold])).toEqual([
      ['贵宾席', 'Premium', 6800, 50, 50, 0],
      ['标准席', '', 4800, 150, 150, 0],
    ]);
    expect((await staff('GET', `/get/${s.id}`)).result).toEqual(s);
    // The app shows it with its categories, the English name falling back to the Chinese.
    const pub = (await call(t, 'GET', `/ticket/sale/get/${s.id}`)).result as {
      price: number;
      totalSeats: number;
      prices: { name: string; price: number }[];
    };
    expect(pub).toMatchObject({
      price: 4800,
      totalSeats: 200,
      prices: [
        { name: 'Premium', price: 6800 },
        { name: '标准席', price: 4800 },
      ],
    });

    const later = await create([{ nameZh: '全场', priceCents: 2000, seats: 10 }], {
      saleStartAt: new Date(t.clock.now().getTime() + hour).toISOString(),
    });
    expect(later.state).toBe(1);
    const list = async (qs: string) =>
      (await staff('GET', `/list?${qs}`)).result as {
        items: StaffTicketSale[];
        total: number;
        page: number;
        size: number;
      };
    expect(await list(`performanceId=${performanceId}&size=1`)).toMatchObject({
      total: 2,
      page: 1,
      size: 1,
      items: [{ id: s.id }],
    });
    expect((await list(`performanceId=${performanceId}&page=2&size=1`)).items.map((i) => i.id)).toEqual([later.id]);
    expect((await list(`performanceId=${performanceId}&state=1`)).items.map((i) => i.id)).toEqual([later.id]);
    expect((await list(`performanceId=${performanceId}&sort=newest`)).items.map((i) => i.id)).toEqual([later.id, s.id]);
    expect((await list('q=workshop')).total).toBeGreaterThanOrEqual(2);
    expect((await list('q=nothing-like-this')).total).toBe(0);

    const u = (
      await staff('POST', `/update/${later.id}`, {
        perOrderLimit: 2,
        published: false,
        categories: [
          { id: later.categories[0]!.id, nameZh: '全场', nameEn: 'All seats', priceCents: 2500, seats: 12 },
          { nameZh: '学生', priceCents: 1000, seats: 3 },
        ],
      })
    ).result as StaffTicketSale;
    expect(u).toMatchObject({ perOrderLimit: 2, published: false, totalSeats: 15, remaining: 15 });
    expect(u.categories.map((c) => [c.nameEn, c.priceCents, c.seats])).toEqual([
      ['All seats', 2500, 12],
      ['', 1000, 3],
    ]);
    expect((await call(t, 'GET', `/ticket/sale/get/${later.id}`)).code).toBe(1003);

    expect((await staff('POST', `/delete/${later.id}`)).result).toBeNull();
    expect(await staff('GET', `/get/${later.id}`)).toMatchObject({
      code: 1003,
      message: 'That ticket sale does not exist',
    });
    const trail = (await t.services.audit.page({ entity: 'ticketSale', entityId: String(later.id) }, 10)).rows;
    expect(trail.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(trail[1]!.before).toMatchObject({ perOrderLimit: 6, categories: [{ priceCents: 2000, seats: 10 }] });
    expect(trail[1]!.after).toMatchObject({
      perOrderLimit: 2,
      categories: [
        { priceCents: 2500, seats: 12 },
        { priceCents: 1000, seats: 3 },
      ],
    });
  });

  it('bad input to every call: a localized refusal, nothing stored', async () => {
    const s = await create([{ nameZh: '全场', priceCents: 2000, seats: 10 }]);
    const [sales, prices] = [await saleCount(), await priceCount()];
    const base = { performanceId, ...window(), categories: [{ nameZh: '全场', priceCents: 2000, seats: 10 }] };
    const cases: [object, string][] = [
      [{ ...base, categories: [] }, 'Please set at least one price category'],
      [{ ...base, categories: [{ nameZh: ' ', priceCents: 1, seats: 1 }] }, 'Please fill in the Chinese text'],
      [
        { ...base, categories: [{ nameZh: 'A', priceCents: -1, seats: 1 }] },
        'A price must be a whole number of cents, 0 or more',
      ],
      [
        { ...base, categories: [{ nameZh: 'A', priceCents: 1, seats: 1.5 }] },
        'Seats must be a whole number from 0 to 100,000',
      ],
      [{ ...base, perOrderLimit: 9 }, 'The per-order limit must be from 1 to 6 tickets'],
      [{ ...base, saleEndAt: base.saleStartAt }, 'The sale must end after it starts'],
      [{ ...base, saleStartAt: 'tomorrow' }, 'Please enter a valid time with its time zone'],
      [{ ...base, performanceId: 999_999 }, 'That performance does not exist or is not published'],
      [{ ...base, price: 1 }, 'Unknown field “price”'],
    ];
    for (const [body, message] of cases)
      expect((await staff('POST', '/create', body)).message, JSON.stringify(body)).toBe(message);
    expect((await staff('POST', '/create', { ...base, categories: [] }, 'zh-Hans')).message).toBe(
      '请至少设置一个票价类别',
    );
    const other = await create([{ nameZh: '别场', priceCents: 1, seats: 1 }]);
    const upd: [object, string][] = [
      [
        { categories: [{ id: other.categories[0]!.id, nameZh: 'X', priceCents: 1, seats: 1 }] },
        'That price category is not one of this sale',
      ],
      [{ saleEndAt: new Date(t.clock.now().getTime() - 2 * hour).toISOString() }, 'The sale must end after it starts'],
      [{ perOrderLimit: 0 }, 'The per-order limit must be from 1 to 6 tickets'],
    ];
    for (const [body, message] of upd)
      expect((await staff('POST', `/update/${s.id}`, body)).message, JSON.stringify(body)).toBe(message);
    expect((await staff('POST', '/update/999999', { perOrderLimit: 1 })).message).toBe(
      'That ticket sale does not exist',
    );
    expect((await staff('POST', '/delete/999999')).message).toBe('That ticket sale does not exist');
    expect((await staff('GET', '/list?sort=cheapest')).message).toBe('That sort order is not valid');
    expect((await staff('GET', '/list?state=7')).code).toBe(1003);
    expect((await staff('GET', '/get/abc')).code).toBe(1003);
    expect([await saleCount(), await priceCount()]).toEqual([sales + 1, prices + 1]);
    expect((await staff('GET', `/get/${s.id}`)).result).toMatchObject({
      perOrderLimit: 6,
      categories: [{ nameZh: '全场', priceCents: 2000, seats: 10 }],
    });
  });

  it('a price raise reaches new orders only: the member’s order keeps, and pays, the old amount', async () => {
    const s = await create([{ nameZh: '贵宾席', nameEn: 'Premium', priceCents: 4800, seats: 20 }]);
    const cat = s.categories[0]!;
    const m = await member(t);
    const o = (await buy(t, m.token, { saleId: s.id, priceId: cat.id, quantity: 2 })).result as Order;
    expect(o.totalAmount).toBe(9600);
    const paidEarlier = await member(t);
    const p = (await buy(t, paidEarlier.token, { saleId: s.id, priceId: cat.id, quantity: 1 })).result as Order;
    expect((await pay(t, paidEarlier.token, p.orderNo)).code).toBe(1002);

    expect((await staff('POST', `/update/${s.id}`, { categories: [form(cat, { priceCents: 6800 })] })).code).toBe(1002);
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: m.token })).result).toMatchObject({
      amount: 9600,
    });
    const paid = (await pay(t, m.token, o.orderNo)).result as Order & { lines: { unitPrice: number }[] };
    expect(paid).toMatchObject({ payStatus: 1, totalAmount: 9600, lines: [{ unitPrice: 4800 }] });
    const before = (
      await call(t, 'POST', '/ticket/order/getByOrderNo', { token: paidEarlier.token, form: { orderNo: p.orderNo } })
    ).result as Order;
    expect(before.totalAmount).toBe(4800);
    const fresh = (await buy(t, (await member(t)).token, { saleId: s.id, priceId: cat.id, quantity: 1 }))
      .result as Order;
    expect(fresh.totalAmount).toBe(6800);
  });

  it('seats never below those sold or held (refused naming the category and the minimum); a category that sold stays; a sale with orders is unpublished, not deleted', async () => {
    const s = await create([
      { nameZh: '贵宾席', nameEn: 'Premium', priceCents: 6800, seats: 10 },
      { nameZh: '标准席', nameEn: 'Standard', priceCents: 4800, seats: 10 },
    ]);
    const [vip, std] = s.categories as [Category, Category];
    const a = await member(t);
    expect((await buy(t, a.token, { saleId: s.id, priceId: vip.id, quantity: 3 })).code).toBe(1002);
    const b = await member(t);
    const paid = (await buy(t, b.token, { saleId: s.id, priceId: vip.id, quantity: 2 })).result as Order;
    await pay(t, b.token, paid.orderNo);
    const seen = (await staff('GET', `/get/${s.id}`)).result as StaffTicketSale;
    expect(seen).toMatchObject({ totalSeats: 20, remaining: 15, sold: 5, held: 3, hasOrders: true });
    expect(seen.categories.map((c) => [c.remaining, c.sold])).toEqual([
      [5, 5],
      [10, 0],
    ]);

    const cut = (seats: number, lang: 'en' | 'zh-Hans' = 'en') =>
      staff('POST', `/update/${s.id}`, { perOrderLimit: 1, categories: [form(vip, { seats }), form(std)] }, lang);
    expect((await cut(4)).message).toBe('“贵宾席” has 5 seats sold or held; its seats cannot be fewer than 5');
    expect((await cut(4, 'zh-Hans')).message).toBe('“贵宾席”已售出或保留 5 个座位，座位数不能少于 5');
    expect((await staff('GET', `/get/${s.id}`)).result).toEqual(seen);
    expect((await cut(5)).result).toMatchObject({
      perOrderLimit: 1,
      totalSeats: 15,
      remaining: 10,
      sold: 5,
      categories: [
        { seats: 5, remaining: 0, sold: 5 },
        { seats: 10, remaining: 10 },
      ],
    });
    expect((await buy(t, (await member(t)).token, { saleId: s.id, priceId: vip.id, quantity: 1 })).message).toMatch(
      /^All seats are held|^Sorry, the tickets are sold out/,
    );
    expect((await buy(t, (await member(t)).token, { saleId: s.id, priceId: std.id, quantity: 1 })).code).toBe(1002);

    expect((await staff('POST', `/update/${s.id}`, { categories: [form(std)] })).message).toBe(
      '“贵宾席” has orders and cannot be removed; you can lower its seats to those sold',
    );
    expect((await staff('POST', `/delete/${s.id}`)).message).toBe(
      'This sale has orders and cannot be deleted; unpublish it instead',
    );
    expect((await staff('POST', `/update/${s.id}`, { published: false })).result).toMatchObject({ published: false });
    expect((await staff('GET', `/get/${s.id}`)).result).toMatchObject({
      categories: [
        { nameZh: '贵宾席', seats: 5 },
        { nameZh: '标准席', seats: 10, remaining: 9 },
      ],
    });

    // Held seats that lapse go back to their category.
    t.clock.advance(16 * minute);
    await t.services.commerce.core.expireDue();
    editor = (await t.signIn(editorUser)).accessToken;
    expect((await staff('GET', `/get/${s.id}`)).result).toMatchObject({
      remaining: 13,
      sold: 2,
      held: 0,
      categories: [
        { remaining: 3, sold: 2 },
        { remaining: 10, sold: 0 },
      ],
    });
  });

  it('an approved refund gives the unused seats back to their category and the sale', async () => {
    const s = await create([{ nameZh: '甲', priceCents: 1000, seats: 5 }]);
    const m = await member(t);
    const o = (await buy(t, m.token, { saleId: s.id, priceId: s.categories[0]!.id, quantity: 2 })).result as Order;
    await pay(t, m.token, o.orderNo);
    expect((await staff('GET', `/get/${s.id}`)).result).toMatchObject({
      remaining: 3,
      categories: [{ remaining: 3, sold: 2 }],
    });
    const r = (
      await call(t, 'POST', '/ticket/orderReturn/apply', {
        token: m.token,
        body: { orderNo: o.orderNo, reason: 'Ill', amount: 2000 },
      })
    ).result as { id: number };
    const boxOffice = (await t.signIn(await t.createUser({ nickName: 'Box office', role: 'boxOffice' }))).accessToken;
    expect((await call(t, 'POST', `/admin/orderReturn/approve/${r.id}`, { token: boxOffice, body: {} })).code).toBe(
      1002,
    );
    expect((await staff('GET', `/get/${s.id}`)).result).toMatchObject({
      remaining: 5,
      sold: 0,
      categories: [{ remaining: 5, sold: 0 }],
    });
  });

  it('an older category sharing the sale’s seats gets its own, counting the orders that hold seats in it', async () => {
    const sale = await makeSale(t, 10);
    await insertPrices(t.deps.database.db, [
      { saleId: sale.id, nameZh: '甲', nameEn: 'A', priceCents: 1000, sort: 0 },
      { saleId: sale.id, nameZh: '乙', nameEn: 'B', priceCents: 500, sort: 1 },
    ]);
    const legacy = (await staff('GET', `/get/${sale.id}`)).result as StaffTicketSale;
    expect(legacy.categories.map((c) => [c.seats, c.remaining, c.sold])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    const [a, b] = legacy.categories as [Category, Category];
    const unpaid = await member(t);
    expect((await buy(t, unpaid.token, { saleId: sale.id, priceId: a.id, quantity: 2 })).code).toBe(1002);
    const payer = await member(t);
    await pay(
      t,
      payer.token,
      ((await buy(t, payer.token, { saleId: sale.id, priceId: a.id, quantity: 1 })).result as Order).orderNo,
    );
    const reseat = (seatsA: number) =>
      staff('POST', `/update/${sale.id}`, { categories: [form(a, { seats: seatsA }), form(b, { seats: 5 })] });
    expect((await reseat(2)).message).toBe('“甲” has 3 seats sold or held; its seats cannot be fewer than 3');
    expect((await reseat(5)).result).toMatchObject({
      totalSeats: 10,
      remaining: 7,
      sold: 3,
      categories: [
        { seats: 5, remaining: 2, sold: 3 },
        { seats: 5, remaining: 5, sold: 0 },
      ],
    });
    t.clock.advance(16 * minute);
    await t.services.commerce.core.expireDue();
    editor = (await t.signIn(editorUser)).accessToken;
    expect((await staff('GET', `/get/${sale.id}`)).result).toMatchObject({
      remaining: 9,
      categories: [{ remaining: 4, sold: 1 }, { remaining: 5 }],
    });
  });

  it('a seat cut racing with buyers never oversells: exact counts either way', async () => {
    const s = await create([{ nameZh: '全场', nameEn: 'All', priceCents: 1000, seats: 10 }]);
    const cat = s.categories[0]!;
    const buyers = await Promise.all(Array.from({ length: 8 }, () => member(t)));
    const [cutResult, ...bought] = await Promise.all([
      staff('POST', `/update/${s.id}`, { categories: [form(cat, { seats: 6 })] }),
      ...buyers.map((m) => buy(t, m.token, { saleId: s.id, priceId: cat.id, quantity: 1 })),
    ]);
    const ok = bought.filter((r) => r.code === 1002).length;
    const after = (await staff('GET', `/get/${s.id}`)).result as StaffTicketSale;
    const lines = await t.deps.database.db
      .select({ n: count() })
      .from(orderLines)
      .where(eq(orderLines.priceId, cat.id));
    expect(lines[0]!.n).toBe(ok);
    if (cutResult!.code === 1002) {
      expect([ok, after.totalSeats, after.remaining, after.categories[0]!.remaining]).toEqual([6, 6, 0, 0]);
    } else {
      expect(cutResult!.message).toMatch(/^“全场” has (7|8) seats sold or held/);
      expect([ok, after.totalSeats, after.remaining, after.categories[0]!.remaining]).toEqual([8, 10, 2, 2]);
    }
    expect(after.sold).toBe(ok);
    expect(
      bought.filter((r) => r.code !== 1002).every((r) => /sold out|held by orders|Not enough tickets/.test(r.message)),
    ).toBe(true);
  });
});
