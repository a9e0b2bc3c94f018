import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { mockApi, ok, renderOne, signedIn } from '../../../test/harness';
import BroadcastPage from '../../pages/broadcast';
import ModerationPage from '../../pages/moderation';
import { setLocale } from '../../lib/i18n';
import { Dashboard } from './dashboard';

// A chart mounted by a test loads chart.js lazily (chart.tsx); the file must not end while that import is
// still on its way, or vitest reports it as an unhandled error after the environment is torn down.
afterAll(() => import('./chart-lib'));

const sent = {
  id: 5,
  actor: { id: 1, name: '客服' },
  audience: 'tier',
  tier: 2,
  performanceId: null,
  titleZh: '通知',
  titleEn: '',
  bodyZh: '今晚开演',
  bodyEn: '',
  recipients: 7,
  createdAt: '2026-11-21T02:00:00Z',
};

describe('broadcast page', () => {
  it('counts the audience, previews both languages (English falls back), confirms, and sends once with a client token', async () => {
    signedIn();
    const api = mockApi({
      '/admin/broadcast/list': ok({ items: [], total: 0, page: 1, size: 20 }),
      '/admin/broadcast/preview': (_u, init) =>
        ok({ count: JSON.parse(String(init.body)).audience === 'tier' ? 7 : 120 }),
      '/admin/broadcast/send': ok(sent),
    });
    await renderOne(<BroadcastPage />, 'en');
    await waitFor(() => expect(screen.getByTestId('broadcast-count').textContent).toBe('Goes to 120 members'));
    fireEvent.click(screen.getByLabelText('Members of a tier'));
    fireEvent.mouseDown(within(await screen.findByTestId('broadcast-tier')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Annual member'));
    await waitFor(() => expect(screen.getByTestId('broadcast-count').textContent).toBe('Goes to 7 members'));
    fireEvent.change(screen.getByTestId('broadcast-title-zh'), { target: { value: '通知' } });
    fireEvent.change(screen.getByTestId('broadcast-body-zh'), { target: { value: '今晚开演' } });
    await waitFor(() =>
      expect(within(screen.getByTestId('broadcast-preview')).getByText('English · 通知')).toBeTruthy(),
    );
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(await screen.findByText('It goes to 7 members and cannot be recalled.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('broadcast-confirm'));
    expect(await screen.findByText('Sent to 7 members')).toBeTruthy();
    const sends = api.calls.filter((c) => c.path === '/admin/broadcast/send');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toMatchObject({ audience: 'tier', tier: 2, titleZh: '通知', bodyZh: '今晚开演' });
    expect((sends[0]!.body as { clientToken: string }).clientToken).toMatch(/^[\w-]{8,64}$/);
    expect(screen.getByTestId('broadcast-history')).toBeTruthy();
  });
});

const item = {
  kind: 'mark',
  id: 3,
  family: 'video',
  targetId: 9,
  targetTitle: '荔镜记选段',
  markId: null,
  author: { id: 4, name: '阿美', email: 'a@x.sg' },
  content: '难听',
  hidden: false,
  locked: false,
  createdAt: '2026-11-21T02:00:00Z',
};

describe('moderation page', () => {
  it('lists comments with family, item, author and text, and hides one with a reason (required)', async () => {
    signedIn();
    const api = mockApi({
      '/admin/moderation/comments': ok({ items: [item], total: 1, page: 1, size: 20 }),
      '/admin/moderation/hide/mark/3': ok({ ...item, hidden: true }),
    });
    await renderOne(<ModerationPage />, 'zh-Hans');
    expect(await screen.findByText('难听')).toBeTruthy();
    expect(screen.getByText('视频')).toBeTruthy();
    expect(screen.getByText('荔镜记选段')).toBeTruthy();
    fireEvent.click(screen.getByTestId('moderation-hide'));
    fireEvent.click(await screen.findByTestId('moderation-confirm'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    fireEvent.change(screen.getByTestId('moderation-reason'), { target: { value: '人身攻击' } });
    fireEvent.click(screen.getByTestId('moderation-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/moderation/hide/mark/3')).toBe(true));
    expect(api.calls.find((c) => c.path === '/admin/moderation/hide/mark/3')!.body).toEqual({
      reason: '人身攻击',
      hidden: true,
    });
  });
});

describe('a language switch', () => {
  it('fetches the shown list again in the new language (the server names the item in it)', async () => {
    signedIn();
    const api = mockApi({
      '/admin/moderation/comments': (_u, init) => {
        const en = (init.headers as Record<string, string>)['Accept-Language'] === 'en';
        return ok({
          items: [{ ...item, targetTitle: en ? 'The Lychee Mirror (excerpt)' : '荔镜记选段' }],
          total: 1,
          page: 1,
          size: 20,
        });
      },
    });
    await renderOne(<ModerationPage />, 'zh-Hans');
    expect(await screen.findByText('荔镜记选段')).toBeTruthy();
    await act(() => setLocale('en'));
    expect(await screen.findByText('The Lychee Mirror (excerpt)')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/admin/moderation/comments')).toHaveLength(2);
  });
});

const money = (grossCents: number, refundCents: number, orders = 0, refunds = 0) => ({
  grossCents,
  refundCents,
  netCents: grossCents - refundCents,
  orders,
  refunds,
});
const period = (from: string, ticket = money(0, 0), shop = money(0, 0), member = money(0, 0)) => ({
  from,
  ticket,
  shop,
  member,
  all: money(
    ticket.grossCents + shop.grossCents + member.grossCents,
    ticket.refundCents + shop.refundCents + member.refundCents,
    ticket.orders + shop.orders + member.orders,
    ticket.refunds + shop.refunds + member.refunds,
  ),
});
const day = (d: string, ticketCents = 0, shopCents = 0, memberCents = 0, refundCents = 0) => ({
  day: d,
  ticketCents,
  shopCents,
  memberCents,
  grossCents: ticketCents + shopCents + memberCents + refundCents,
  refundCents,
});
const empty = {
  today: period('2026-11-30'),
  week: period('2026-11-30'),
  salesPerDay: Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`)),
  seatsPerPerformance: [],
  membersByTier: [],
  shopToShip: 0,
  feedbackDue: 0,
};

describe('dashboard', () => {
  it('says what to do next when nothing sold in 30 days and no performance is coming', async () => {
    signedIn();
    mockApi({ '/admin/dashboard/summary': ok(empty) });
    await renderOne(<Dashboard />, 'en');
    expect((await screen.findByTestId('no-sales')).textContent).toContain('No sales in the last 30 days yet');
    expect(screen.queryByTestId('chart-sales')).toBeNull();
    expect(
      screen.getByText('No upcoming performance. Once a ticket sale is created, its seats show here.'),
    ).toBeTruthy();
  });

  // Issue 37 item 5: S$541.50 was shown where S$366.40 was kept — money is net of refunds, in money format.
  it("shows today's and this week's gross, refunds and net in money format, and each performance's seats", async () => {
    signedIn();
    mockApi({
      '/admin/dashboard/summary': ok({
        ...empty,
        today: period('2026-11-30', money(41_440, 17_510, 3, 1)),
        week: period('2026-11-30', money(54_150, 17_510, 5, 1), money(1500, 0, 1)),
        seatsPerPerformance: [
          {
            saleId: 7,
            title: 'Jin Hua Nü',
            eventAt: '2026-12-05T06:00:00Z',
            sold: 42,
            held: 3,
            left: 195,
            total: 240,
            revenueCents: 159_600,
            currency: 'SGD',
          },
        ],
        shopToShip: 2,
      }),
    });
    await renderOne(<Dashboard />, 'en');
    const today = await screen.findByTestId('dashboard-today');
    expect(within(today).getByTestId('dashboard-today-net').textContent).toContain('S$239.30');
    expect(within(today).getByTestId('dashboard-today-gross').textContent).toContain('S$414.40');
    expect(within(today).getByTestId('dashboard-today-refunds').textContent).toContain('S$175.10');
    expect(within(screen.getByTestId('dashboard-week')).getByTestId('dashboard-week-net').textContent).toContain(
      'S$381.40',
    );
    // The matinee at 14:00 in Singapore, whatever the browser's zone.
    const seats = rowsOfTable(screen.getByTestId('dashboard-seats'));
    expect(seats).toContainEqual(['Jin Hua Nü', '05/12/2026 14:00', '42', '3', '195', 'S$1,596.00']);
    expect(within(screen.getByTestId('dashboard-shop')).getByText('2')).toBeTruthy();
  });

  it('keeps the same frame while loading, so the page under it does not move', async () => {
    signedIn();
    mockApi({ '/admin/dashboard/summary': () => new Promise(() => {}) });
    await renderOne(<Dashboard />, 'en');
    const frame = await screen.findByTestId('dashboard-loading');
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(within(frame).getByText('Today')).toBeTruthy();
    expect(within(frame).getByText('Seats and revenue, upcoming performances')).toBeTruthy();
  });
});

function rowsOfTable(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
}

// Issue 35 item 3: each chart has a text alternative a screen reader and a keyboard reach — its figures as a
// table, opened by a "show as table" button under the picture, in the interface language.
describe('dashboard charts as tables', () => {
  const summary = {
    ...empty,
    salesPerDay: [day('2026-11-29', 12000, 3550, 0), day('2026-11-30', 0, 0, 9900)],
    seatsPerPerformance: [
      {
        saleId: 1,
        title: 'Jin Hua Nü',
        eventAt: '2026-12-05T11:30:00Z',
        sold: 42,
        held: 3,
        left: 195,
        total: 240,
        revenueCents: 0,
        currency: 'SGD',
      },
    ],
    membersByTier: [
      { tier: 1, count: 3 },
      { tier: 4, count: 120 },
    ],
    feedbackDue: 2,
  };
  const rowsOf = rowsOfTable;

  it('opens each chart as a table of its figures, in English and in Chinese', async () => {
    signedIn();
    mockApi({ '/admin/dashboard/summary': ok(summary) });
    await renderOne(<Dashboard />, 'en');
    await screen.findByTestId('dashboard');
    expect(screen.getByRole('img', { name: 'Net sales per day, last 30 days (refunds deducted)' })).toBeTruthy();
    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggles).toHaveLength(3);
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
    expect(screen.queryByRole('table', { name: 'Net sales per day, last 30 days (refunds deducted)' })).toBeNull();

    await act(() => void fireEvent.click(within(screen.getByTestId('chart-sales')).getByRole('button')));
    const sales = screen.getByRole('table', { name: 'Net sales per day, last 30 days (refunds deducted)' });
    expect(rowsOf(sales)).toEqual([
      ['Day', 'Tickets', 'Shop', 'Memberships'],
      ['29/11', 'S$120.00', 'S$35.50', 'S$0.00'],
      ['30/11', 'S$0.00', 'S$0.00', 'S$99.00'],
    ]);
    expect(within(screen.getByTestId('chart-sales')).getByRole('button', { name: 'Hide the table' })).toBeTruthy();
    await act(() => void fireEvent.click(within(screen.getByTestId('chart-seats')).getByRole('button')));
    expect(rowsOf(screen.getByRole('table', { name: 'Seats and revenue, upcoming performances' }))).toEqual([
      ['Performance', 'Sold', 'Held', 'Left'],
      ['Jin Hua Nü 05/12', '42', '3', '195'],
    ]);
    await act(() => void fireEvent.click(within(screen.getByTestId('chart-tiers')).getByRole('button')));
    expect(rowsOf(screen.getByRole('table', { name: 'Members by tier' }))).toEqual([
      ['Tier', 'Members'],
      ['Super member', '3'],
      ['Ordinary member', '120'],
    ]);

    // In Chinese (the figures are read again in that language): the buttons and the table speak it.
    await act(() => setLocale('zh-Hans'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '以表格显示' })).toHaveLength(3));
    await act(() => void fireEvent.click(within(screen.getByTestId('chart-tiers')).getByRole('button')));
    expect(rowsOf(screen.getByRole('table', { name: '各等级会员人数' }))).toEqual([
      ['会员等级', '人数'],
      ['超级会员', '3'],
      ['普通会员', '120'],
    ]);
    expect(within(screen.getByTestId('chart-tiers')).getByRole('button', { name: '收起表格' })).toBeTruthy();
    await act(() => setLocale('en'));
  });
});
