import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@nanhua/contract';
import { clientHarness } from '../../../../test/harness';
import { MineEntries } from './mine-entries';
import { ProfileCard } from './profile-card';

const profile: Profile = {
  id: 1,
  email: 'ah.hua@example.com',
  nickName: 'Ah Hua',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role: 'member',
};
const went: string[] = [];
clientHarness(null, { went });
const card = (p: Profile) =>
  render(
    <MemoryRouter>
      <ProfileCard profile={p} />
    </MemoryRouter>,
  );

describe('Mine', () => {
  it('counts read in the singular for one: 1 Follower, 2 Followers', () => {
    const { unmount } = card({ ...profile, fanCount: 1 });
    expect(screen.getByTestId('count-fans').textContent).toBe('1Follower');
    unmount();
    card({ ...profile, fanCount: 2 });
    expect(screen.getByTestId('count-fans').textContent).toBe('2Followers');
  });

  it('a member: the badge and the expiration date', () => {
    card({ ...profile, userType: 3, memberExpiresAt: '2026-12-21T04:00:00Z' });
    expect(screen.getByTestId('member-badge').dataset.kind).toBe('vip');
    expect(screen.getByTestId('profile-member-until').textContent).toBe('Member until 21/12/2026');
  });

  it('an ordinary user (never a member, or lapsed): neither badge nor date', () => {
    card({ ...profile, memberExpiresAt: '2026-10-01T04:00:00Z' });
    expect(screen.queryByTestId('member-badge')).toBeNull();
    expect(screen.queryByTestId('profile-member-until')).toBeNull();
  });

  it('the orders section leads to My Orders, the Member Center, the VIP Zone and Purchase History', async () => {
    render(<MineEntries />);
    for (const key of ['shopOrders', 'memberCenter', 'vipZone', 'memberOrders'])
      await act(async () => void fireEvent.click(screen.getByTestId(`entry-${key}`)));
    expect(went).toEqual([
      '/pages/shopOrder/index',
      '/pages/user/memberCenter',
      '/pages/user/memberCenter?section=vip',
      '/pages/user/memberOrder',
    ]);
    expect(screen.getByTestId('entry-vipZone').textContent).toContain('VIP Zone');
  });
});
