import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { proofOfWork } from '@nanhua/contract';
import { isSignedIn } from '@nanhua/client';
import { clientHarness, envelope, ok, testQueryClient } from '../../../../test/harness';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();
const field = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

clientHarness(fetchMock, { locale: 'zh-Hans', signedIn: false });

describe('LoginForm', () => {
  it('passes the security check a busy account asks for, showing its progress, and signs in', async () => {
    let answer!: (r: Response) => void;
    fetchMock
      .mockResolvedValueOnce(
        envelope(
          1003,
          { proofOfWork: { challenge: 'c.6.x', difficulty: 6 } },
          '为保护此账号，登录前需要您的设备完成一次安全验证，请重试',
        ),
      )
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const onSignedIn = vi.fn();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <LoginForm onSignedIn={onSignedIn} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    type('login-email', ' Mei@Example.com ');
    type('login-password', 'correct-horse-1');
    await act(async () => void fireEvent.click(screen.getByTestId('login-submit')));
    // Solved; the second attempt, with the proof, is on its way.
    expect((await screen.findByTestId('login-checking')).textContent).toBe('正在为此账号进行安全验证… 100%');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)[proofOfWork.header]).toMatch(
      /^c\.6\.x:\d+$/,
    );
    expect(fetchMock.mock.calls[1]![1]!.body).toBe(
      JSON.stringify({ email: 'mei@example.com', password: 'correct-horse-1' }),
    );
    await act(async () => answer(ok({ accessToken: 'a', refreshToken: 'r' })));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(isSignedIn()).toBe(true);
    expect(screen.queryByTestId('login-checking')).toBeNull();
    // No error toast: the refusal that asked for the check was handled, not shown.
    expect(document.body.textContent).not.toContain('为保护此账号');
  });
});
