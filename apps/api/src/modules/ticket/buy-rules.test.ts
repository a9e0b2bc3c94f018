import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/repository.js';
import { decideBuy, MEMBER_BUYS, type BuyFacts } from './buy-rules.js';
import type { PriceRow, SaleRow } from './repository.js';

/** The buy's rules alone: no database, each rule one case (a new rule adds its case here). */
const hour = 3_600_000;
const now = new Date('2026-12-03T12:00:00Z');
const sale = (over: Partial<SaleRow> = {}): SaleRow => ({
  id: 7,
  theatreId: null,
  titleZh: '测试场次',
  titleEn: 'Test performance',
  summaryZh: '',
  summaryEn: '',
  descriptionZh: '',
  descriptionEn: '',
  venueZh: '南华剧场',
  venueEn: 'Nam Hwa Theatre',
  poster: '/files/seed/x.webp',
  eventAt: new Date(now.getTime() + 72 * hour),
  validUntil: new Date(now.getTime() + 75 * hour),
  saleStartAt: new Date(now.getTime() - hour),
  saleEndAt: new Date(now.getTime() + hour),
  priceCents: 3800,
  currency: 'SGD',
  totalSeats: 100,
  remaining: 100,
  perOrderLimit: 6,
  featured: false,
  published: true,
  createdAt: now,
  ...over,
});
const category = (over: Partial<PriceRow> = {}): PriceRow => ({
  id: 70,
  saleId: 7,
  nameZh: '贵宾席',
  nameEn: 'Premium',
  priceCents: 6800,
  sort: 0,
  seats: null,
  remaining: null,
  ...over,
});
const facts = (over: Partial<BuyFacts> = {}): BuyFacts => ({
  caller: { id: 42, userType: 0 },
  sale: sale(),
  prices: [],
  choice: { quantity: 2 },
  now,
  releaseAt: null,
  ...over,
});
const deps = (percent = 0, pending?: OrderRow) => ({
  ticketDiscount: async () => percent,
  pendingOrder: async () => pending,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { key?: string; params?: unknown }) => e.key,
  );

describe('the ticket buy’s rules', () => {
  it('the sale window: not before it starts, not once it has ended', async () => {
    expect(await refusal(decideBuy(facts({ sale: sale({ saleStartAt: new Date(now.getTime() + 1) }) }), deps()))).toBe(
      'msg.ticket.saleNotStarted',
    );
    expect(await refusal(decideBuy(facts({ sale: sale({ saleEndAt: now }) }), deps()))).toBe('msg.ticket.saleClosed');
  });

  it('the per-order limit', async () => {
    expect(await refusal(decideBuy(facts({ choice: { quantity: 7 } }), deps()))).toBe('msg.ticket.overLimit');
    expect('plan' in (await decideBuy(facts({ choice: { quantity: 6 } }), deps()))).toBe(true);
  });

  it('the price: the sale’s own without categories, else the chosen category’s (required, and one of this sale’s)', async () => {
    expect(await decideBuy(facts(), deps())).toMatchObject({
      plan: { line: { itemId: 7, priceId: null, unitCents: 3800, quantity: 2, categoryZh: null, categoryEn: null } },
    });
    const prices = [category(), category({ id: 71, nameEn: 'Stalls', nameZh: '池座', priceCents: 4800 })];
    expect(await decideBuy(facts({ prices, choice: { priceId: 71, quantity: 2 } }), deps())).toMatchObject({
      plan: {
        line: {
          priceId: 71,
          unitCents: 4800,
          titleEn: 'Test performance (Stalls)',
          titleZh: '测试场次（池座）',
          categoryEn: 'Stalls',
        },
      },
    });
    expect(await refusal(decideBuy(facts({ prices }), deps()))).toBe('msg.ticket.priceRequired');
    expect(await refusal(decideBuy(facts({ prices, choice: { priceId: 99, quantity: 1 } }), deps()))).toBe(
      'msg.ticket.priceNotFound',
    );
  });

  it('the seats as read: the fewer of the sale’s and the category’s own; short, the member’s pending order answers, else why not', async () => {
    const prices = [category({ seats: 10, remaining: 1 })];
    const short = facts({ prices, choice: { priceId: 70, quantity: 2 } });
    expect(await refusal(decideBuy(short, deps()))).toBe('msg.ticket.notEnoughSeats');
    const pending = { id: 5, orderNo: 'T-PENDING' } as OrderRow;
    expect(await decideBuy(short, deps(0, pending))).toEqual({ pending });
    expect(await refusal(decideBuy(facts({ sale: sale({ remaining: 0 }) }), deps()))).toBe('msg.ticket.soldOut');
    expect(
      await refusal(
        decideBuy(facts({ sale: sale({ remaining: 0 }), releaseAt: new Date(now.getTime() + 5 * 60_000) }), deps()),
      ),
    ).toBe('msg.ticket.allHeld');
  });

  it('the member discount: the package’s percent of the server’s price, rounded to the cent', async () => {
    expect(await decideBuy(facts({ choice: { quantity: 3 } }), deps(15))).toMatchObject({
      plan: { discountCents: 1710 },
    });
    expect(await decideBuy(facts(), deps(0))).toMatchObject({ plan: { discountCents: 0 } });
  });

  it('the member’s cap of buys: 20 per ten minutes, under the member’s own key', async () => {
    expect(await decideBuy(facts(), deps())).toMatchObject({
      plan: { slot: { key: 'ticket-buy:42', max: 20, windowSeconds: 600 } },
    });
    expect(MEMBER_BUYS).toEqual({ max: 20, windowSeconds: 600 });
  });
});
