import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { annual, member, monthly, ordinary, zone } from '../features/membership/components/test-fixtures';
import UserMemberCenterPage from './user-member-center';
import { ok, signedInEnglish } from '../../test/harness';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);
beforeEach(
  () =>
    void fetchMock.mockImplementation(async (url) =>
      ok(String(url).includes('vipZone') ? zone : { packages: [annual, monthly], membership: member }),
    ),
);

describe('Member Center', () => {
  it('back from paying: the cached status gives way to the new membership, badge and renewal on its own tier', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['member', 'packages'], { packages: [annual, monthly], membership: ordinary });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/pages/user/memberCenter']}>
          <UserMemberCenterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('member-validity').textContent).toBe('Not a member');
    await waitFor(() => expect(screen.getByTestId('member-validity').textContent).toBe('Valid until 21/12/2026'));
    expect(screen.getByTestId('member-badge')).toBeTruthy();
    expect(screen.getByTestId('member-package-3').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('member-pay').textContent).toBe('Renew now');
    expect(screen.getByTestId('member-history-link').getAttribute('href')).toBe('/pages/user/memberOrder');
  });
});
