import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, signedInEnglish } from '../../../../test/harness';
import { LiveEntry } from './live-entry';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

const wrap = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LiveEntry testId="entry" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const cls = (over: object) => ({ id: 1, title: 'Teochew singing', startAt: '2026-11-27T12:00:00Z', ...over });

describe('the way into the classroom (Home, Discover)', () => {
  it('names the class live now', async () => {
    fetchMock.mockResolvedValue(ok({ live: [cls({})], upcoming: [] }));
    wrap();
    const entry = screen.getByTestId('entry');
    expect(entry.getAttribute('href')).toBe('/pages/liveCast/index');
    await vi.waitFor(() => expect(entry.getAttribute('data-live')).toBe('true'));
    expect(entry.textContent).toContain('Live nowTeochew singing');
  });

  it('names the next class, or says what the classroom is when nothing is scheduled', async () => {
    fetchMock.mockResolvedValueOnce(ok({ live: [], upcoming: [cls({ title: 'Gongs' })] }));
    const { unmount } = wrap();
    expect(await screen.findByText('Next class 27/11: Gongs')).toBeTruthy();
    unmount();
    fetchMock.mockResolvedValueOnce(ok({ live: [], upcoming: [] }));
    wrap();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Learn Teochew opera live with our teachers, on your phone')).toBeTruthy();
  });
});
