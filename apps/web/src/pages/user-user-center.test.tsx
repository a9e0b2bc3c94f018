import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import UserCenterPage from './user-user-center';
import { signedInEnglish } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';

spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);
const open = (entry: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <UserCenterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Member Page for a member who is not there', () => {
  it('an unknown address: "user not found", no Retry that cannot help', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 1003, message: 'User not found', result: null })));
    open('/pages/user/userCenter?email=nobody%40example.org');
    expect((await screen.findByTestId('user-not-found')).textContent).toContain('User not found.');
    expect(screen.queryByTestId('error-retry')).toBeNull();
  });

  it('no address at all: the same, without asking the server', () => {
    open('/pages/user/userCenter');
    expect(screen.getByTestId('user-not-found')).toBeTruthy();
    expect(screen.queryByTestId('error-retry')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a network failure still offers Retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    open('/pages/user/userCenter?email=a%40example.org');
    expect(await screen.findByTestId('error-retry')).toBeTruthy();
  });
});
