import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok, testQueryClient } from '../../test/harness';
import TheatreCalendarPage from './theatre-calendar';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

const show = (id: number, title: string, startAt: string) => ({
  id,
  title,
  summary: '',
  poster: '/files/seed/p.webp',
  venue: 'Victoria Theatre',
  startAt,
  endAt: startAt,
  status: 1,
});
// Far from today, so a month move picks the 1st (the current month would start on today).
const days: Record<string, ReturnType<typeof show>[]> = {
  '2031-05-10': [show(1, 'May show', '2031-05-10T11:30:00.000Z')],
  '2031-06-15': [show(2, 'June show', '2031-06-15T11:30:00.000Z')],
};

function answer() {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as { year?: number; month?: number; date?: string };
    if (path.endsWith('/theatre/theatre/getStatsForMonth')) {
      const month = `${body.year}-${String(body.month).padStart(2, '0')}`;
      return ok(
        Object.entries(days)
          .filter(([d]) => d.startsWith(month))
          .map(([date, list]) => ({ date, count: list.length })),
      );
    }
    if (path.endsWith('/theatre/theatre/getByDate')) return ok(days[body.date ?? ''] ?? []);
    throw new Error(`unexpected ${path}`);
  });
}

const list = () => screen.getByTestId('calendar-day-list');

describe('Performance Calendar', () => {
  it("moving to another month leaves the previous day's list behind: it lists that month's first performance day", async () => {
    answer();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/pages/theatre/calendar?date=2031-05-10']}>
          <TheatreCalendarPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(within(list()).getByTestId('theatre-card').textContent).toContain('May show'));
    act(() => void fireEvent.click(screen.getByTestId('calendar-next')));
    await waitFor(() => expect(screen.getByTestId('theatre-calendar').dataset.month).toBe('2031-06'));
    // The day list follows the month: June's first day with a performance, selected in the grid.
    await waitFor(() => expect(list().dataset.date).toBe('2031-06-15'));
    await waitFor(() => expect(within(list()).getByTestId('theatre-card').textContent).toContain('June show'));
    expect(list().textContent).not.toContain('May show');
    expect(
      screen.getAllByTestId('calendar-day').find((d) => d.getAttribute('aria-pressed') === 'true')?.dataset.date,
    ).toBe('2031-06-15');
    // And back: May's performance again, not June's list.
    act(() => void fireEvent.click(screen.getByTestId('calendar-prev')));
    await waitFor(() => expect(list().dataset.date).toBe('2031-05-10'));
    await waitFor(() => expect(within(list()).getByTestId('theatre-card').textContent).toContain('May show'));
  }, 20_000);

  it('a day tapped while the new month loads stays chosen', async () => {
    answer();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/pages/theatre/calendar?date=2031-05-10']}>
          <TheatreCalendarPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(within(list()).getByTestId('theatre-card').textContent).toContain('May show'));
    act(() => void fireEvent.click(screen.getByTestId('calendar-next')));
    act(
      () => void fireEvent.click(screen.getAllByTestId('calendar-day').find((d) => d.dataset.date === '2031-06-03')!),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('calendar-day').find((d) => d.dataset.date === '2031-06-15')?.dataset.count).toBe(
        '1',
      ),
    );
    expect(list().dataset.date).toBe('2031-06-03');
  }, 20_000);

  it('a month with no performances says so for its 1st, never showing an earlier month', async () => {
    answer();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/pages/theatre/calendar?date=2031-05-10']}>
          <TheatreCalendarPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(within(list()).getByTestId('theatre-card').textContent).toContain('May show'));
    act(() => void fireEvent.click(screen.getByTestId('calendar-next')));
    act(() => void fireEvent.click(screen.getByTestId('calendar-next')));
    await waitFor(() => expect(list().dataset.date).toBe('2031-07-01'));
    await waitFor(() => expect(list().textContent).toContain('No performances on this day'));
    expect(within(list()).queryByTestId('theatre-card')).toBeNull();
  }, 20_000);
});
