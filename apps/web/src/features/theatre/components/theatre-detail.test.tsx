import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fewSeatsLeft, type TheatreDetail as Detail } from '@nanhua/contract';
import { signedInEnglish } from '../../../../test/harness';
import { TheatreDetail } from './theatre-detail';

const show = (over: Partial<Detail> = {}): Detail => ({
  id: 7,
  title: 'The Lychee Mirror',
  summary: '',
  poster: '/files/seed/p.webp',
  venue: 'Victoria Theatre',
  startAt: '2026-12-05T11:30:00.000Z',
  endAt: '2026-12-05T14:00:00.000Z',
  status: 1,
  takesRegistration: false,
  description: 'A classic',
  sales: [
    {
      id: 31,
      title: 'The Lychee Mirror — evening',
      priceFrom: 2800,
      currency: 'SGD',
      buyStatus: 2,
      remaining: 120,
      held: null,
    },
    {
      id: 32,
      title: 'The Lychee Mirror — matinee',
      priceFrom: 1800,
      currency: 'SGD',
      buyStatus: 3,
      remaining: 40,
      held: null,
    },
  ],
  production: null,
  ...over,
});

const went: string[] = [];

describe('a performance page', () => {
  signedInEnglish(vi.fn<typeof fetch>(), went);

  it('links to each of its ticket sales with the lowest price and where the sale stands', () => {
    render(
      <MemoryRouter>
        <TheatreDetail theatre={show()} />
      </MemoryRouter>,
    );
    const sales = within(screen.getByTestId('theatre-sales')).getAllByTestId('theatre-sale');
    expect(sales.map((a) => a.getAttribute('href'))).toEqual([
      '/pages/ticket/detail?id=31',
      '/pages/ticket/detail?id=32',
    ]);
    expect(sales[0]!.textContent).toContain('From S$28.00');
    expect(sales[0]!.textContent).toContain('On sale');
    expect(sales[1]!.textContent).toContain('Sales closed');
  });

  it('a sale whose seats unpaid orders hold says so rather than closed', () => {
    const held = { seats: 4, releaseAt: '2026-11-21T02:15:00Z' };
    render(
      <MemoryRouter>
        <TheatreDetail
          theatre={show({
            sales: [{ id: 33, title: 'Evening', priceFrom: 2800, currency: 'SGD', buyStatus: 3, remaining: 0, held }],
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('theatre-sale-state').textContent).toBe('Seats held');
  });

  it('a sold-out sale reads Sold out, as its buy button does, not Sales closed', () => {
    render(
      <MemoryRouter>
        <TheatreDetail
          theatre={show({
            sales: [
              { id: 34, title: 'Evening', priceFrom: 2800, currency: 'SGD', buyStatus: 3, remaining: 0, held: null },
            ],
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('theatre-sale-state').textContent).toBe('Sold out');
    expect(screen.queryByTestId('theatre-sale-buy')).toBeNull();
  });

  it('a sale on sale has a Buy button straight to Ticket Purchase for it; closed ones have none', async () => {
    render(
      <MemoryRouter>
        <TheatreDetail theatre={show()} />
      </MemoryRouter>,
    );
    const buttons = screen.getAllByTestId('theatre-sale-buy');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toBe('Buy');
    await act(() => void fireEvent.click(buttons[0]!));
    expect(went).toEqual(['/pages/ticket/buy?id=31']);
  });

  it(`says how many seats are left when ${fewSeatsLeft} or fewer are`, () => {
    const sales = [
      { id: 35, title: 'Evening', priceFrom: 2800, currency: 'SGD', buyStatus: 2, remaining: 3, held: null },
      {
        id: 36,
        title: 'Matinee',
        priceFrom: 2800,
        currency: 'SGD',
        buyStatus: 2,
        remaining: fewSeatsLeft + 1,
        held: null,
      },
    ];
    render(
      <MemoryRouter>
        <TheatreDetail theatre={show({ sales })} />
      </MemoryRouter>,
    );
    const [few, many] = screen.getAllByTestId('theatre-sale');
    expect(within(few!).getByTestId('theatre-sale-left').textContent).toBe('3 left');
    expect(within(many!).queryByTestId('theatre-sale-left')).toBeNull();
  });

  it('offers an upcoming performance for the calendar in the page language; a past one says it has ended', () => {
    const { unmount } = render(
      <MemoryRouter>
        <TheatreDetail theatre={show()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('add-to-calendar').getAttribute('href')).toBe('/calendar/performance/7.ics?lang=en');
    expect(screen.queryByTestId('theatre-ended')).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <TheatreDetail theatre={show({ status: 3, sales: [] })} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('theatre-ended').textContent).toBe('This performance has ended');
    expect(screen.queryByTestId('add-to-calendar')).toBeNull();
    expect(screen.queryByTestId('theatre-sales')).toBeNull();
  });
});
