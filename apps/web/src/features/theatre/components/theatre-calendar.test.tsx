import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nameContainsText } from '../../../../test/a11y';
import { clientHarness, ok } from '../../../../test/harness';
import { setLocale } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { TheatreCalendar } from './theatre-calendar';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { locale: 'zh-Hans', signedIn: false });

/** A day button by its name (getByLabelText walks every label of the month: slow in happy-dom). */
const dayNamed = (name: string) =>
  document.querySelector<HTMLElement>(`[data-testid="calendar-day"][aria-label="${name}"]`);

describe('TheatreCalendar', () => {
  it('marks the days getStatsForMonth reports and selects a day on tap', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { year: number; month: number };
      return ok(body.month === 11 ? [{ date: '2026-11-24', count: 2 }] : []);
    });
    const onSelect = vi.fn();
    function Picker() {
      const [day, setDay] = useState('2026-11-21');
      return (
        <TheatreCalendar
          selected={day}
          onSelect={(d) => {
            onSelect(d);
            setDay(d);
          }}
        />
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Picker />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(dayNamed('11月24日星期二，2 场演出')).toBeTruthy());
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(30);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/theatre/theatre/getStatsForMonth');
    act(() => void fireEvent.click(dayNamed('11月24日星期二，2 场演出')!));
    expect(onSelect).toHaveBeenCalledWith('2026-11-24');
    act(() => void fireEvent.click(screen.getByTestId('calendar-next')));
    await waitFor(() => expect(screen.getByTestId('theatre-calendar').dataset.month).toBe('2026-12'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('"month":12'))).toBe(true),
    );
    // Moving the month selects a day of it.
    expect(onSelect.mock.lastCall?.[0]).toMatch(/^2026-12-/);
  });

  // WCAG 2.5.3 and ARIA's grid (issue 35): each day's name holds the number it shows; the grid is rows of cells.
  it.each(['zh-Hans', 'en'] as const)(
    'names every day by the number it shows, in a grid of rows and cells (%s)',
    async (lang) => {
      await setLocale(lang);
      fetchMock.mockImplementation(async () => ok([{ date: '2026-11-24', count: 2 }]));
      render(
        <QueryClientProvider client={createQueryClient()}>
          <TheatreCalendar selected="2026-11-21" onSelect={() => undefined} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(document.querySelector('[data-date="2026-11-24"][data-count="2"]')).toBeTruthy());
      const days = screen.getAllByTestId('calendar-day');
      expect(days).toHaveLength(30);
      for (const day of days)
        expect(nameContainsText(day.getAttribute('aria-label') ?? '', day.textContent ?? '')).toBe(true);
      expect(document.querySelector('[data-date="2026-11-24"]')?.getAttribute('aria-label')).toBe(
        lang === 'en' ? 'Tuesday, November 24, 2 performances' : '11月24日星期二，2 场演出',
      );
      // getByRole would compute every name of the month (slow in happy-dom): the grid is found by its role and named by the month heading.
      const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
      expect(document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
        lang === 'en' ? 'November 2026' : '2026年11月',
      );
      const rows = Array.from(grid.children);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) {
        expect(row.getAttribute('role')).toBe('row');
        expect(row.children).toHaveLength(7);
        for (const cell of Array.from(row.children))
          expect(['columnheader', 'gridcell']).toContain(cell.getAttribute('role'));
      }
      for (const day of days) expect(day.parentElement?.getAttribute('role')).toBe('gridcell');
    },
  );

  // ARIA's grid pattern: one tab stop (the selected day); the arrow keys, Home and End move within the month.
  it('the arrow keys move focus among the days, Enter picks one; the grid is a single tab stop', async () => {
    fetchMock.mockImplementation(async () => ok([]));
    const onSelect = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TheatreCalendar selected="2026-11-18" onSelect={onSelect} />
      </QueryClientProvider>,
    );
    const day = (d: string) => document.querySelector<HTMLElement>(`[data-date="${d}"]`)!;
    expect(
      Array.from(document.querySelectorAll('[data-testid="calendar-day"]')).filter(
        (b) => (b as HTMLElement).tabIndex === 0,
      ),
    ).toEqual([day('2026-11-18')]);
    act(() => day('2026-11-18').focus());
    const key = (k: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key: k }));
    key('ArrowRight');
    expect(document.activeElement).toBe(day('2026-11-19'));
    key('ArrowDown');
    expect(document.activeElement).toBe(day('2026-11-26'));
    key('Home');
    expect(document.activeElement).toBe(day('2026-11-22'));
    key('ArrowUp');
    key('ArrowUp');
    key('ArrowUp');
    key('ArrowUp');
    // The 1st stops it: the arrows stay in the month shown.
    expect(document.activeElement).toBe(day('2026-11-01'));
    expect(day('2026-11-01').tabIndex).toBe(0);
    expect(onSelect).not.toHaveBeenCalled();
    act(() => void fireEvent.click(document.activeElement!));
    expect(onSelect).toHaveBeenCalledWith('2026-11-01');
  });
});
