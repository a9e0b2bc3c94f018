import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ok, signedInEnglish } from '../../../../test/harness';
import { spyOnConfirm, spyOnToast } from '../../../../test/antd-spies';
import { RegisterNow } from './register-now';

// The imperative Dialog and Toast need the app's React 19 render hook; the member's answer is scripted.
spyOnToast();
// Unanswered: falsy, as the bare vi.fn() was; each test scripts its answers.
const confirmDialog = spyOnConfirm(async () => false);

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);
const startAt = new Date(Date.now() + 86_400_000).toISOString();
const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
const field = (testId: string) => screen.getByTestId(testId).querySelector('input, textarea') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

/** A server that remembers one registration. */
function server() {
  let mine: object | null = null;
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('/theatreEnroll/add')) mine = { id: 5, theatreId: 7, createdAt: '2026-11-21T02:00:00Z' };
    if (u.includes('/theatreEnroll/cancel')) {
      mine = null;
      return ok(null);
    }
    return ok(mine);
  });
}

describe('Register Now', () => {
  it('a brand-red button; a bad e-mail gets only the app’s message (a text field with the e-mail keyboard, no browser bubble)', async () => {
    server();
    wrap(<RegisterNow theatreId={7} startAt={startAt} />);
    const button = await screen.findByTestId('register-now');
    expect(button.className).toContain('adm-button-primary');
    await act(async () => void fireEvent.click(button));
    const email = field('register-email');
    expect(email.type).toBe('text');
    expect(email.inputMode).toBe('email');
    type('register-email', 'not-an-email');
    type('register-phone', '+65 9123 4567');
    type('register-description', 'Two of us');
    expect(screen.getByTestId('register-submit').className).toContain('adm-button-primary');
    await act(async () => void fireEvent.click(screen.getByTestId('register-submit')));
    await screen.findByText('Please enter a valid email address');
    expect(calls('/theatreEnroll/add')).toHaveLength(0);
  });

  it('after registering the button says Registered and the member can cancel, after confirming', async () => {
    server();
    wrap(<RegisterNow theatreId={7} startAt={startAt} />);
    await act(async () => void fireEvent.click(await screen.findByTestId('register-now')));
    type('register-email', 'fan@example.com');
    type('register-phone', '+65 9123 4567');
    type('register-description', 'Two of us');
    await act(async () => void fireEvent.click(screen.getByTestId('register-submit')));
    expect((await screen.findByTestId('register-done')).textContent).toBe('Registered ✓');
    expect(screen.queryByTestId('register-now')).toBeNull();
    confirmDialog.mockResolvedValueOnce(false);
    await act(async () => void fireEvent.click(screen.getByTestId('register-cancel')));
    expect(calls('/theatreEnroll/cancel')).toHaveLength(0);
    confirmDialog.mockResolvedValueOnce(true);
    await act(async () => void fireEvent.click(screen.getByTestId('register-cancel')));
    expect(confirmDialog).toHaveBeenLastCalledWith(expect.objectContaining({ confirmText: 'Cancel registration' }));
    const [[, init]] = calls('/theatreEnroll/cancel') as [[string, RequestInit]];
    expect(String(init.body)).toBe('theatreId=7');
    expect(await screen.findByTestId('register-now')).toBeTruthy();
  });

  it('a member already registered sees Registered on arrival', async () => {
    fetchMock.mockResolvedValue(ok({ id: 5, theatreId: 7, createdAt: '2026-11-21T02:00:00Z' }));
    wrap(<RegisterNow theatreId={7} startAt={startAt} />);
    expect((await screen.findByTestId('register-done')).textContent).toBe('Registered ✓');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/theatre/theatreEnroll/mine?theatreId=7');
  });
});
