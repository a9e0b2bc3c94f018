import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderOne, signedIn } from '../../../test/harness';
import ReportsPage from '../../pages/reports';

const performance = {
  saleId: 7,
  title: 'Jin Hua Nü',
  venue: 'Nam Hwa Theatre',
  eventAt: '2026-12-05T06:00:00Z',
  currency: 'SGD',
  totalSeats: 20,
  sold: 5,
  held: 2,
  left: 13,
  comps: 1,
  refundedTickets: 1,
  checkedIn: 1,
  orders: 3,
  grossCents: 25_000,
  refundCents: 3800,
  netCents: 21_200,
};
const category = (
  name: string,
  unitCents: number,
  sold: number,
  comps: number,
  refunded: number,
  gross: number,
  refund: number,
) => ({
  priceId: unitCents,
  name,
  unitCents,
  sold,
  comps,
  refundedTickets: refunded,
  listCents: gross,
  discountCents: 0,
  grossCents: gross,
  refundCents: refund,
  netCents: gross - refund,
});
const report = {
  performance,
  categories: [
    category('Premium', 6800, 2, 0, 0, 13_600, 0),
    category('Standard', 3800, 2, 0, 1, 11_400, 3800),
    category('Comp', 0, 1, 1, 0, 0, 0),
  ],
  totals: {
    sold: 5,
    comps: 1,
    refundedTickets: 1,
    listCents: 25_000,
    discountCents: 0,
    grossCents: 25_000,
    refundCents: 3800,
    netCents: 21_200,
  },
};
const rows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));

describe('reports page', () => {
  it('lists performances with net figures, opens one by price category with its totals, exports XLSX', async () => {
    signedIn();
    const file = new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': 'attachment; filename="performance-7.xlsx"',
      },
    });
    const api = mockApi({
      '/admin/report/performances': ok({ items: [performance], total: 1, page: 1, size: 10 }),
      '/admin/report/performance/7': ok(report),
      '/admin/report/performanceExport/7': file,
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const view = await renderOne(<ReportsPage />, 'en', '/reports');
    const list = await screen.findByTestId('reports-performances');
    await waitFor(() =>
      expect(rows(list)).toContainEqual([
        'Jin Hua Nü',
        '05/12/2026 14:00',
        '5',
        '2',
        '13',
        'S$250.00',
        'S$38.00',
        'S$212.00',
        'Open report',
      ]),
    );
    expect(screen.getByText('Choose a performance above to see it by price category.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open report: Jin Hua Nü' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?sale=7'));
    const cats = await screen.findByTestId('report-categories');
    await waitFor(() =>
      expect(rows(cats)).toContainEqual([
        'Standard',
        'S$38.00',
        '2',
        '0',
        '1',
        'S$114.00',
        'S$0.00',
        'S$114.00',
        'S$38.00',
        'S$76.00',
      ]),
    );
    expect(Array.from(screen.getByTestId('report-totals').querySelectorAll('td'), (c) => c.textContent)).toEqual([
      'Total',
      '',
      '5',
      '1',
      '1',
      'S$250.00',
      'S$0.00',
      'S$250.00',
      'S$38.00',
      'S$212.00',
    ]);
    expect(screen.getByTestId('report-net').textContent).toBe('S$212.00');
    fireEvent.click(screen.getByTestId('report-export-xlsx'));
    await waitFor(() => expect(saved).toEqual(['performance-7.xlsx']));
    const sent = api.calls.find((c) => c.path === '/admin/report/performanceExport/7')!;
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ format: 'xlsx' });
    click.mockRestore();
  });

  it('the settlement: groups with totals and movements with their provider references, in Chinese', async () => {
    signedIn();
    const api = mockApi({
      '/admin/report/settlement': ok({
        from: '2026-11-24',
        to: '2026-11-30',
        groups: [
          {
            provider: 'sandbox',
            paymentMethod: 'card',
            currency: 'SGD',
            payments: 2,
            refunds: 1,
            grossCents: 25_000,
            refundCents: 3800,
            netCents: 21_200,
          },
        ],
        totals: { payments: 2, refunds: 1, grossCents: 25_000, refundCents: 3800, netCents: 21_200 },
        movements: {
          items: [
            {
              type: 'payment',
              at: '2026-11-30T02:00:00Z',
              orderId: 1,
              orderNo: 'T20261130-AAAA',
              kind: 'ticket',
              provider: 'sandbox',
              paymentMethod: 'card',
              providerRef: 'sbx_1',
              amountCents: 13_600,
              currency: 'SGD',
            },
            {
              type: 'refund',
              at: '2026-11-30T03:00:00Z',
              orderId: 2,
              orderNo: 'T20261130-BBBB',
              kind: 'ticket',
              provider: 'sandbox',
              paymentMethod: 'card',
              providerRef: 're_2',
              amountCents: -3800,
              currency: 'SGD',
            },
          ],
          total: 2,
          page: 1,
          size: 20,
        },
      }),
    });
    await renderOne(<ReportsPage />, 'zh-Hans', '/reports?tab=settlement&from=2026-11-24&to=2026-11-30');
    const groups = await screen.findByTestId('settlement-groups');
    await waitFor(() =>
      expect(rows(groups)).toContainEqual(['sandbox', 'card', '2', '1', 'S$250.00', 'S$38.00', 'S$212.00']),
    );
    expect(Array.from(screen.getByTestId('settlement-totals').querySelectorAll('td'), (c) => c.textContent)).toEqual([
      '合计',
      '2',
      '1',
      'S$250.00',
      'S$38.00',
      'S$212.00',
    ]);
    expect(rows(screen.getByTestId('settlement-movements'))).toContainEqual([
      '退款',
      '30/11/2026 11:00',
      'T20261130-BBBB',
      '门票',
      'sandbox',
      'card',
      're_2',
      '-S$38.00',
    ]);
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
      page: '1',
      size: '20',
    });
  });

  it('says what to do when there is no performance yet', async () => {
    signedIn();
    mockApi({ '/admin/report/performances': ok({ items: [], total: 0, page: 1, size: 10 }) });
    await renderOne(<ReportsPage />, 'en', '/reports');
    expect(
      await screen.findByText(
        'No performance yet. Once a ticket sale is created and on sale, each one’s sales are listed here.',
      ),
    ).toBeTruthy();
  });
});
