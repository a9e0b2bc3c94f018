import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTicketSale } from '@nanhua/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderOne } from '../../../test/harness';
import { TicketSaleForm } from './ticket-sale-form';

const sale: StaffTicketSale = {
  id: 7,
  performanceId: 3,
  titleZh: '荔镜记',
  titleEn: 'The Lychee Mirror',
  venueZh: '维多利亚剧院',
  venueEn: 'Victoria Theatre',
  poster: '',
  eventAt: '2026-12-20T11:30:00.000Z',
  saleStartAt: '2026-11-01T02:00:00.000Z',
  saleEndAt: '2026-12-20T10:00:00.000Z',
  state: 2,
  perOrderLimit: 4,
  featured: false,
  published: true,
  currency: 'SGD',
  priceCents: 2000,
  totalSeats: 150,
  remaining: 147,
  sold: 3,
  held: 0,
  hasOrders: true,
  categories: [
    { id: 11, nameZh: '甲票', nameEn: 'A', priceCents: 5000, seats: 100, remaining: 97, sold: 3 },
    { id: 12, nameZh: '乙票', nameEn: 'B', priceCents: 3000, seats: 50, remaining: 50, sold: 0 },
  ],
  createdAt: '2026-10-01T00:00:00.000Z',
};

const performances = ok({
  items: [{ id: 3, titleZh: '荔镜记', titleEn: 'The Lychee Mirror', startAt: '2026-12-20T11:30:00.000Z' }],
  total: 1,
  page: 1,
  size: 30,
});

describe('TicketSaleForm: the price categories editor', { timeout: 60_000 }, () => {
  it('adds and removes categories and sends the whole list in cents, existing ones with their id', async () => {
    mockApi({ '/admin/performance/list': performances });
    const onSubmit = vi.fn().mockResolvedValue(null);
    const user = userEvent.setup();
    await renderOne(<TicketSaleForm sale={sale} onSubmit={onSubmit} submitText="保存" />);
    const editor = screen.getByTestId('category-editor');
    expect(
      within(editor)
        .getAllByTestId('category-sold')
        .map((e) => e.textContent),
    ).toEqual(['3', '0']);
    // A category that sold cannot be removed; one that did not can.
    const removes = within(editor).getAllByTestId('category-remove') as HTMLButtonElement[];
    expect(removes[0]!.disabled).toBe(true);
    await user.click(removes[1]!);
    await user.click(screen.getByTestId('category-add'));
    const row = screen.getByTestId('category-row-1');
    fireEvent.change(within(row).getByTestId('category-name-zh'), { target: { value: ' 丙票 ' } });
    fireEvent.change(within(row).getByTestId('category-name-en'), { target: { value: 'C' } });
    fireEvent.change(within(row).getByTestId('category-price'), { target: { value: '18.5' } });
    fireEvent.change(within(row).getByTestId('category-seats'), { target: { value: '40' } });
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      performanceId: 3,
      saleStartAt: '2026-11-01T02:00:00.000Z',
      saleEndAt: '2026-12-20T10:00:00.000Z',
      perOrderLimit: 4,
      featured: false,
      published: true,
      categories: [
        { id: 11, nameZh: '甲票', nameEn: 'A', priceCents: 5000, seats: 100 },
        { nameZh: '丙票', nameEn: 'C', priceCents: 1850, seats: 40 },
      ],
    });
    expect(screen.getByTestId('categories-help').textContent).toContain('已付款的订单保持原价');
  });

  it('a single-price sale (from before categories) shows its price and seats, asks for no category, and sends none', async () => {
    mockApi({ '/admin/performance/list': performances });
    const onSubmit = vi.fn().mockResolvedValue(null);
    const user = userEvent.setup();
    await renderOne(
      <TicketSaleForm
        sale={{ ...sale, categories: [], priceCents: 2800, totalSeats: 180, sold: 120 }}
        onSubmit={onSubmit}
        submitText="Save"
      />,
      'en',
    );
    expect(screen.getByTestId('single-price').textContent).toContain('S$28.00, 180 seats, 120 sold');
    expect(screen.queryByTestId('category-editor')).toBeNull();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      performanceId: 3,
      saleStartAt: '2026-11-01T02:00:00.000Z',
      saleEndAt: '2026-12-20T10:00:00.000Z',
      perOrderLimit: 4,
      featured: false,
      published: true,
    });
  });

  it('refuses seats below those sold, in the interface language, and sends nothing', async () => {
    mockApi({ '/admin/performance/list': performances });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderOne(<TicketSaleForm sale={sale} onSubmit={onSubmit} submitText="Save" />, 'en');
    const seats = within(screen.getByTestId('category-row-0')).getByTestId('category-seats');
    fireEvent.change(seats, { target: { value: '2' } });
    expect((await screen.findByTestId('category-seats-below-sold')).textContent).toBe(
      '“甲票” has sold 3; its seats cannot go below 3',
    );
    await user.click(screen.getByTestId('form-submit'));
    // antd's validation and the submit handler run in a few ms: give them 200 (the tests' longest fixed wait)
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByTestId('category-seats-below-sold').textContent).toBe(
      '“甲票” has sold 3; its seats cannot go below 3',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's own refusal on the form and keeps the rows", async () => {
    mockApi({ '/admin/performance/list': performances });
    const onSubmit = vi.fn().mockRejectedValue(new Error('“甲票”已售出 5 张，座位数不能少于 5'));
    const user = userEvent.setup();
    await renderOne(<TicketSaleForm sale={sale} onSubmit={onSubmit} submitText="保存" />);
    await user.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('“甲票”已售出 5 张，座位数不能少于 5');
    expect(screen.getAllByTestId(/^category-row-/)).toHaveLength(2);
  });

  it('asks for at least one category and a performance on a new sale', async () => {
    mockApi({ '/admin/performance/list': performances });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderOne(<TicketSaleForm onSubmit={onSubmit} submitText="创建" />);
    await user.click(screen.getByTestId('category-remove'));
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('请选择演出')).toBeTruthy();
    expect(
      await screen.findByText('请至少添加一个票价类别', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
