import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createHashRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import FeedbackPage from './feedback-add';
import { ok, signedInEnglish } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';

spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);
beforeEach(() => void fetchMock.mockImplementation(async () => ok(null)));

/** The real hash router over jsdom's history, opened on `entries` (the last one showing). */
function openApp(entries: string[]) {
  window.history.replaceState(null, '', '/');
  window.location.hash = '';
  const router = createHashRouter([
    { path: '/', element: <p /> },
    { path: '/pages/feedback/add', element: <FeedbackPage /> },
    { path: '/pages/user/index', element: <p data-testid="mine">Mine</p> },
    { path: '/pages/user/setUp', element: <p data-testid="settings">Settings</p> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return act(async () => {
    for (const [i, e] of entries.entries()) await router.navigate(e, i === 0 ? { replace: true } : undefined);
  }).then(() => router);
}

async function send() {
  await screen.findByTestId('feedback-content');
  fireEvent.change(screen.getByTestId('feedback-content').querySelector('textarea')!, {
    target: { value: 'The seat map is hard to read' },
  });
  await act(async () => void fireEvent.click(screen.getByTestId('feedback-submit')));
}

describe('Feedback, after sending', () => {
  it('opened as the first page: lands on Mine instead of leaving the app', async () => {
    await openApp(['/pages/feedback/add']);
    await send();
    await waitFor(() => expect(screen.getByTestId('mine')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/site/feedback/add'))).toBe(true);
  });

  it('opened from another page: goes back there', async () => {
    await openApp(['/pages/user/setUp', '/pages/feedback/add']);
    await send();
    await waitFor(() => expect(screen.getByTestId('settings')).toBeTruthy());
  });
});
