import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok } from '../../../../test/harness';
import { createQueryClient } from '../../../lib/query-client';
import { TheatreCalendar } from './theatre-calendar';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { locale: 'zh-Hans', signedIn: false });

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
    await waitFor(() => expect(screen.getByLabelText('24/11，2 场演出')).toBeTruthy());
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(30);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/theatre/theatre/getStatsForMonth');
    act(() => void fireEvent.click(screen.getByLabelText('24/11，2 场演出')));
    expect(onSelect).toHaveBeenCalledWith('2026-11-24');
    act(() => void fireEvent.click(screen.getByTestId('calendar-next')));
    await waitFor(() => expect(screen.getByTestId('theatre-calendar').dataset.month).toBe('2026-12'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('"month":12'))).toBe(true));
    // Moving the month selects a day of it.
    expect(onSelect.mock.lastCall?.[0]).toMatch(/^2026-12-/);
  });
});
