import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TheatreDetail as Detail } from '@nanhua/contract';
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
    { id: 31, title: 'The Lychee Mirror — evening', priceFrom: 2800, currency: 'SGD', buyStatus: 2, held: null },
    { id: 32, title: 'The Lychee Mirror — matinee', priceFrom: 1800, currency: 'SGD', buyStatus: 3, held: null },
  ],
  ...over,
});

describe('a performance page', () => {
  signedInEnglish(vi.fn<typeof fetch>());

  it('links to each of its ticket sales with the lowest price and where the sale stands', () => {
    render(<MemoryRouter><TheatreDetail theatre={show()} /></MemoryRouter>);
    const sales = within(screen.getByTestId('theatre-sales')).getAllByTestId('theatre-sale');
    expect(sales.map((a) => a.getAttribute('href'))).toEqual(['/pages/ticket/detail?id=31', '/pages/ticket/detail?id=32']);
    expect(sales[0]!.textContent).toContain('From S$28.00');
    expect(sales[0]!.textContent).toContain('On sale');
    expect(sales[1]!.textContent).toContain('Sales closed');
  });

  it('a sale whose seats unpaid orders hold says so rather than closed', () => {
    const held = { seats: 4, releaseAt: '2026-11-21T02:15:00Z' };
    render(<MemoryRouter><TheatreDetail theatre={show({ sales: [{ id: 33, title: 'Evening', priceFrom: 2800, currency: 'SGD', buyStatus: 3, held }] })} /></MemoryRouter>);
    expect(screen.getByTestId('theatre-sale-state').textContent).toBe('Seats held');
  });

  it('offers an upcoming performance for the calendar in the page language; a past one says it has ended', () => {
    const { unmount } = render(<MemoryRouter><TheatreDetail theatre={show()} /></MemoryRouter>);
    expect(screen.getByTestId('add-to-calendar').getAttribute('href')).toBe('/calendar/performance/7.ics?lang=en');
    expect(screen.queryByTestId('theatre-ended')).toBeNull();
    unmount();
    render(<MemoryRouter><TheatreDetail theatre={show({ status: 3, sales: [] })} /></MemoryRouter>);
    expect(screen.getByTestId('theatre-ended').textContent).toBe('This performance has ended');
    expect(screen.queryByTestId('add-to-calendar')).toBeNull();
    expect(screen.queryByTestId('theatre-sales')).toBeNull();
  });
});
