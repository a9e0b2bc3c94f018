import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketSaleDetail } from '@nanhua/contract';
import { clientHarness } from '../../../../test/harness';
import { MemoryRouter } from 'react-router';
import { SaleCard } from './sale-card';
import { SaleDetail } from './sale-detail';
import { TicketPurchase } from './ticket-purchase';

const sale: TicketSaleDetail = {
  id: 7,
  theatreId: 1,
  title: 'Jin Hua Nü',
  summary: '',
  description: '',
  poster: '/x.webp',
  venue: 'Victoria Theatre',
  eventAt: '2026-11-30T11:30:00Z',
  validUntil: '2026-11-30T14:00:00Z',
  saleStartAt: '2026-11-01T00:00:00Z',
  saleEndAt: '2026-11-30T10:30:00Z',
  price: 3800,
  currency: 'SGD',
  totalSeats: 240,
  remaining: 3,
  perOrderLimit: 6,
  buyStatus: 2,
  held: null,
  production: null,
  prices: [],
};
const went: string[] = [];
clientHarness(null, { went });
const plus = () => act(() => void fireEvent.click(document.querySelector('.adm-stepper-plus')!));

describe('TicketPurchase', () => {
  it('the stepper stops at the seats left (3), below the per-order limit', async () => {
    render(<TicketPurchase sale={sale} />);
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$38.00');
    for (let i = 0; i < 5; i++) await plus();
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$114.00');
    await act(() => void fireEvent.click(screen.getByTestId('purchase-next')));
    expect(went).toEqual(['/pages/ticket/placeOrder?id=7&quantity=3']);
  });

  it('the stepper stops at the per-order limit when more seats are left', async () => {
    render(<TicketPurchase sale={{ ...sale, remaining: 100, perOrderLimit: 2 }} />);
    for (let i = 0; i < 4; i++) await plus();
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$76.00');
  });

  it('price categories: the chosen one prices the total and travels to Confirm Orders', async () => {
    const withPrices = {
      ...sale,
      remaining: 50,
      prices: [
        { id: 11, name: 'Premium', price: 6800 },
        { id: 12, name: 'Concession', price: 2800 },
      ],
    };
    render(<TicketPurchase sale={withPrices} />);
    // Of two, the dearer is the full price: the cheapest is a reduction not every buyer may take.
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$68.00');
    expect(screen.getAllByTestId('price-category')[0]!.getAttribute('aria-checked')).toBe('true');
    await act(() => void fireEvent.click(screen.getAllByTestId('price-category')[1]!));
    await plus();
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$56.00');
    await act(() => void fireEvent.click(screen.getByTestId('purchase-next')));
    expect(went).toEqual(['/pages/ticket/placeOrder?id=7&quantity=2&priceId=12']);
  });

  it('the standard (full-price) fare is chosen to begin with, not the concession nor the premium one', () => {
    const prices = [
      { id: 21, name: 'Premium stalls', price: 6800 },
      { id: 22, name: 'Standard', price: 4800 },
      { id: 23, name: 'Student / senior concession', price: 2800 },
    ];
    render(<TicketPurchase sale={{ ...sale, remaining: 50, prices }} />);
    const checked = screen.getAllByTestId('price-category').filter((c) => c.getAttribute('aria-checked') === 'true');
    expect(checked.map((c) => c.textContent)).toEqual(['StandardS$48.00']);
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$48.00');
  });

  // Issue 35 item 5: the categories are one radio group, one Tab stop (the chosen one); the arrow keys choose.
  it('price categories by keyboard: one Tab stop, the arrow keys (wrapping), Home and End move and choose', async () => {
    const prices = [
      { id: 21, name: 'Premium stalls', price: 6800 },
      { id: 22, name: 'Standard', price: 4800 },
      { id: 23, name: 'Student / senior concession', price: 2800 },
    ];
    render(<TicketPurchase sale={{ ...sale, remaining: 50, prices }} />);
    const chips = screen.getAllByTestId('price-category');
    expect(screen.getByRole('radiogroup', { name: 'Choose a price category' })).toBeTruthy();
    expect(chips.map((c) => c.tabIndex)).toEqual([-1, 0, -1]);
    const key = (k: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key: k }));
    chips[1]!.focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(chips[2]);
    expect(chips[2]!.getAttribute('aria-checked')).toBe('true');
    expect(chips.map((c) => c.tabIndex)).toEqual([-1, -1, 0]);
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$28.00');
    await key('ArrowDown');
    expect(document.activeElement).toBe(chips[0]);
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$68.00');
    await key('ArrowLeft');
    expect(document.activeElement).toBe(chips[2]);
    await key('Home');
    expect(document.activeElement).toBe(chips[0]);
    await key('End');
    expect(document.activeElement).toBe(chips[2]);
    await key('ArrowUp');
    expect(document.activeElement).toBe(chips[1]);
    expect(chips[1]!.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$48.00');
  });

  it('a member sees the ticket discount their package gives taken off the total', async () => {
    render(<TicketPurchase sale={{ ...sale, remaining: 50, price: 3850 }} memberDiscountPercent={10} />);
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$34.65');
    await plus();
    expect(screen.getByTestId('purchase-discount').textContent).toBe('Member discount 10%: −S$7.70');
    expect(screen.getByTestId('purchase-total').textContent).toBe('S$69.30');
  });

  it('a sale that is not on sale cannot go further', () => {
    render(<TicketPurchase sale={{ ...sale, buyStatus: 3 }} />);
    expect((screen.getByTestId('purchase-next') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a sale in the list', () => {
  it('sold out reads Sold out; a few seats left says how many', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SaleCard sale={{ ...sale, remaining: 0, buyStatus: 3 }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('sale-status').textContent).toBe('Sold out');
    unmount();
    render(
      <MemoryRouter>
        <SaleCard sale={sale} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('sale-status').textContent).toBe('On sale');
    expect(screen.getByTestId('sale-card').textContent).toContain('3 left');
  });
});

describe('a sale page with price categories', () => {
  it('lists every category with its price and leads with the lowest', () => {
    render(
      <SaleDetail
        sale={{
          ...sale,
          remaining: 50,
          prices: [
            { id: 11, name: 'Premium', price: 6800 },
            { id: 12, name: 'Concession', price: 2800 },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('sale-price').textContent).toBe('From S$28.00');
    expect(screen.getByTestId('sale-categories').textContent).toBe('PremiumS$68.00ConcessionS$28.00');
  });

  it('seats held by unpaid orders read as held, with when some may come back, not as closed', () => {
    const releaseAt = new Date(Date.now() + 11 * 60_000 - 5_000).toISOString();
    render(<SaleDetail sale={{ ...sale, remaining: 0, buyStatus: 3, held: { seats: 3, releaseAt } }} />);
    expect(screen.getByTestId('sale-status').textContent).toBe('Seats held');
    expect(screen.getByTestId('sale-held').textContent).toBe(
      'All seats are held by orders awaiting payment; some may come back in 11 min.',
    );
    expect(screen.getByTestId('sale-remaining').textContent).toBe('Seats leftNone free now · 3 held');
    expect(screen.getByTestId('sale-buy').textContent).toBe('Seats held');
    expect((screen.getByTestId('sale-buy') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a sold-out sale with no holds says sold out, in its badge as on its button', () => {
    render(<SaleDetail sale={{ ...sale, remaining: 0, buyStatus: 3 }} />);
    expect(screen.getByTestId('sale-status').textContent).toBe('Sold out');
    expect(screen.queryByTestId('sale-held')).toBeNull();
    expect(screen.getByTestId('sale-buy').textContent).toBe('Sold out');
  });

  it('a sale whose window ended with seats left still reads Sales closed', () => {
    render(<SaleDetail sale={{ ...sale, remaining: 12, buyStatus: 3 }} />);
    expect(screen.getByTestId('sale-status').textContent).toBe('Sales closed');
    expect(screen.getByTestId('sale-buy').textContent).toBe('Sales closed');
  });

  it('a sale without categories shows its one price', () => {
    render(<SaleDetail sale={sale} />);
    expect(screen.getByTestId('sale-price').textContent).toBe('S$38.00');
    expect(screen.queryByTestId('sale-categories')).toBeNull();
  });
});
