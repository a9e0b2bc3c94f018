import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHarness, ok, testQueryClient } from '../../../../test/harness';
import { RegisterForm } from './register-form';
import { preferReducedMotion } from '../../../../test/a11y';

const fetchMock = vi.fn<typeof fetch>();
/** Renders `ui` and answers the query client, which is the cache a new session empties. */
const wrap = (ui: ReactNode) => {
  const client = testQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
};
const field = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

clientHarness(fetchMock, { locale: 'zh-Hans', signedIn: false });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RegisterForm', () => {
  it('shows the required messages on an empty form and sends nothing', async () => {
    wrap(<RegisterForm onRegistered={vi.fn()} />);
    await act(async () => void fireEvent.click(screen.getByTestId('register-submit')));
    for (const text of ['请输入有效的邮箱地址', '验证码为 6 位数字', '请输入昵称']) await screen.findByText(text);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a short code, a short password and a mismatched confirmation', async () => {
    wrap(<RegisterForm onRegistered={vi.fn()} />);
    type('register-email', 'mei@example.com');
    type('register-code', '12345');
    type('register-password', '1234567');
    type('register-confirm', '12345678');
    type('register-nickname', '美玲');
    await act(async () => void fireEvent.click(screen.getByTestId('register-submit')));
    for (const text of ['验证码为 6 位数字', '密码至少 8 位', '两次输入的密码不一致']) await screen.findByText(text);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/user/add'))).toHaveLength(0);
  });

  it('refuses a registered address before sending a code', async () => {
    fetchMock.mockResolvedValueOnce(ok(true));
    wrap(<RegisterForm onRegistered={vi.fn()} />);
    type('register-email', 'mei@example.com');
    await act(async () => void fireEvent.click(screen.getByTestId('code-button')));
    await screen.findByText('该邮箱已注册');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/usercenter/user/exist');
  });

  it('sends the code as a form and counts down 60 seconds', async () => {
    fetchMock.mockResolvedValueOnce(ok(false)).mockResolvedValueOnce(ok(null));
    wrap(<RegisterForm onRegistered={vi.fn()} />);
    type('register-email', ' Mei@Example.com ');
    await act(async () => void fireEvent.click(screen.getByTestId('code-button')));
    await waitFor(() => expect(screen.getByTestId('code-button').textContent).toBe('60 秒后重发'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/v1/usercenter/user/codeToEmail');
    expect(init?.body).toBe('email=mei%40example.com&templateType=1');
    expect(screen.getByTestId('code-button').getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('code-button').textContent).toBe('59 秒后重发'), { timeout: 2500 });
    // While it counts down a press sends nothing more.
    await act(async () => void fireEvent.click(screen.getByTestId('code-button')));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  // Issue 35: a keyboard user's focus stays on the button once the code is sent (a disabled button drops it
  // on the body), and with reduced motion its label does not count every second.
  it('keeps focus on the button after sending, and with reduced motion says "sent" instead of counting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    preferReducedMotion();
    fetchMock.mockResolvedValueOnce(ok(false)).mockResolvedValueOnce(ok(null));
    wrap(<RegisterForm onRegistered={vi.fn()} />);
    type('register-email', 'mei@example.com');
    const button = screen.getByTestId('code-button') as HTMLButtonElement;
    button.focus();
    await act(async () => void fireEvent.click(button));
    await waitFor(() => expect(button.textContent).toBe('已发送，1 分钟后可重发'));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    // One second at a time: each tick renders and sets the next.
    const seconds = (n: number) => {
      for (let i = 0; i < n; i++) act(() => void vi.advanceTimersByTime(1000));
    };
    seconds(30);
    expect(button.textContent).toBe('已发送，1 分钟后可重发');
    seconds(31);
    expect(button.textContent).toBe('获取验证码');
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('registers with every field, signs in with an emptied cache and reports success', async () => {
    const onRegistered = vi.fn();
    fetchMock.mockResolvedValueOnce(ok({ accessToken: 'a.b.c', refreshToken: 'r' }));
    const cache = wrap(<RegisterForm onRegistered={onRegistered} />);
    cache.setQueryData(['account', 'profile'], { nickName: 'someone before' });
    type('register-email', 'mei@example.com');
    type('register-code', '123456');
    type('register-password', 'opera-lover-1');
    type('register-confirm', 'opera-lover-1');
    type('register-nickname', ' 美玲 ');
    await act(async () => void fireEvent.click(screen.getByTestId('register-submit')));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      email: 'mei@example.com',
      code: '123456',
      password: 'opera-lover-1',
      confirmPassword: 'opera-lover-1',
      nickName: '美玲',
    });
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual(['a.b.c', 'r']);
    expect(cache.getQueryData(['account', 'profile'])).toBeUndefined();
  });
});
