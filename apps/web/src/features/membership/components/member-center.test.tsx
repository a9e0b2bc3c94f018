import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberPackages } from '@nanhua/contract';
import { clientHarness, ok } from '../../../../test/harness';
import { setLocale } from '../../../lib/i18n';
import type { NavigateOptions } from '../../../lib/navigation';
import { MemberPurchase } from './member-purchase';
import { MemberStatusCard } from './member-status-card';
import { annual, lapsed, member, monthly, ordinary, unpaidOrder, zone } from './test-fixtures';
import { VipZone } from './vip-zone';

const fetchMock = vi.fn<typeof fetch>();
const went: [string, NavigateOptions | undefined][] = [];
clientHarness(fetchMock, { wentWith: went });
beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes('/usercenter/memberOrder/save/')) return ok(unpaidOrder);
    if (String(url).includes('/usercenter/vipZone/get')) return ok(zone);
    return ok(null);
  });
});

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
const user = { nickName: 'Ah Hua', avatar: null };

describe('MemberStatusCard', () => {
  it('a member in force: badge, tier, valid-until date and the ticket and shop discounts', () => {
    wrap(<MemberStatusCard user={user} membership={member} />);
    expect(screen.getByTestId('member-badge').dataset.kind).toBe('vip');
    expect(screen.getByTestId('member-tier').textContent).toBe('Monthly Member');
    expect(screen.getByTestId('member-validity').textContent).toBe('Valid until 21/12/2026');
    expect(screen.getByTestId('member-discount').textContent).toBe('5% off in the shop');
    expect(screen.getByTestId('member-ticket-discount').textContent).toBe('5% off tickets');
  });

  it('a lapsed membership reads as not in force, with the date it ended and no badge', () => {
    wrap(<MemberStatusCard user={user} membership={lapsed} />);
    expect(screen.queryByTestId('member-badge')).toBeNull();
    expect(screen.queryByTestId('member-tier')).toBeNull();
    expect(screen.getByTestId('member-validity').textContent).toBe('Membership expired on 01/10/2026');
    expect(screen.getByTestId('member-join-hint').textContent).toContain('Join to watch premium videos');
    expect(screen.queryByTestId('member-discount')).toBeNull();
  });

  it('an ordinary user: not a member, in Chinese by default', async () => {
    await setLocale('zh-Hans');
    wrap(<MemberStatusCard user={user} membership={ordinary} />);
    expect(screen.queryByTestId('member-badge')).toBeNull();
    expect(screen.getByTestId('member-validity').textContent).toBe('未开通会员');
  });

  it('a super member has the super badge', () => {
    wrap(<MemberStatusCard user={user} membership={{ ...member, userType: 1 }} />);
    expect(screen.getByTestId('member-badge').dataset.kind).toBe('super');
    expect(screen.getByTestId('member-tier').textContent).toBe('Super Member');
  });
});

describe('MemberPurchase', () => {
  const data: MemberPackages = { packages: [annual, monthly], membership: ordinary };
  const saveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/memberOrder/save/'));

  it('a newcomer starts on the cheapest package, not the first listed; selecting one highlights it and prices the bar', async () => {
    wrap(<MemberPurchase data={data} />);
    expect(screen.getByTestId('member-package-3').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('member-total').textContent).toBe('S$18.00');
    expect(screen.getAllByTestId('member-package-original')[1]!.textContent).toBe('Was S$25.00');
    await act(async () => void fireEvent.click(screen.getByTestId('member-package-2')));
    expect(screen.getByTestId('member-package-2').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('member-package-3').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('member-total').textContent).toBe('S$168.00');
    await act(async () => void fireEvent.click(screen.getByTestId('member-package-3')));
    expect(screen.getByTestId('member-total').textContent).toBe('S$18.00');
    await act(async () => void fireEvent.click(screen.getByText('PayNow')));
    expect(screen.getByTestId('member-pay').textContent).toBe('Pay now');
    await act(async () => void fireEvent.click(screen.getByTestId('member-pay')));
    await waitFor(() => expect(went).toEqual([['/pages/payment/index?id=90&kind=member', { replace: true }]]));
    const [[url, init]] = saveCalls() as [[string, RequestInit]];
    expect(url).toBe('/api/v1/usercenter/memberOrder/save/3');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ paymentMethod: 'paynow' });
  });

  it('a member in force renews, starting on their own tier: renewal wording and the current expiry it extends from', () => {
    wrap(<MemberPurchase data={{ ...data, membership: member }} />);
    expect(screen.getByTestId('member-pay').textContent).toBe('Renew now');
    expect(screen.getByTestId('member-package-3').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('member-renew-hint').textContent).toContain('from its current expiry, 21/12/2026');
    expect(screen.getAllByText('Renew')).toHaveLength(2);
  });
  it('no packages on sale: the standard empty state and nothing to pay', () => {
    wrap(<MemberPurchase data={{ packages: [], membership: ordinary }} />);
    expect(screen.getByTestId('empty').textContent).toBe('No data available, stay tuned');
    expect(screen.queryByTestId('member-pay')).toBeNull();
  });

  it('the tier tag shows only when the package name does not already say it', () => {
    wrap(
      <MemberPurchase data={{ packages: [annual, { ...monthly, name: 'Monthly member' }], membership: ordinary }} />,
    );
    expect(screen.getByTestId('member-package-2').textContent).toContain('Annual Member');
    expect(screen.getByTestId('member-package-3').querySelector('.member-package__tier')).toBeNull();
  });
});

describe('VipZone', () => {
  it('members are invited to enjoy the member-only items, which link to their pages', async () => {
    wrap(<VipZone isMember focus={false} />);
    const items = await screen.findAllByTestId('vip-item');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/pages/video/detail?id=41',
      '/pages/knowledge/detail?id=51',
    ]);
    expect(screen.getByTestId('vip-intro').textContent).toBe('Member-only content, all yours. Enjoy!');
    expect(screen.queryByTestId('vip-guide')).toBeNull();
    expect(screen.getAllByText('Enjoy')).toHaveLength(2);
    expect(screen.queryByTestId('vip-productions')).toBeNull();
  });

  it('non-members are told how to join and what they get', async () => {
    wrap(<VipZone isMember={false} focus={false} />);
    await screen.findAllByTestId('vip-item');
    expect(screen.getByTestId('vip-guide').textContent).toContain(
      'Choose a membership package above and pay to unlock',
    );
    expect(screen.getByTestId('vip-guide').textContent).toContain('Every premium video, free');
    expect(screen.getAllByText('Members only')).toHaveLength(2);
  });

  it('nothing member-only yet: the standard empty state', async () => {
    fetchMock.mockImplementation(async () => ok({ videos: [], knowledge: [], productions: [] }));
    wrap(<VipZone isMember focus={false} />);
    expect((await screen.findByTestId('empty')).textContent).toBe('No data available, stay tuned');
  });

  it('?section=vip scrolls to the zone once its items are in', async () => {
    const scroll = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    wrap(<VipZone isMember focus />);
    await screen.findAllByTestId('vip-item');
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(screen.getByTestId('vip-zone'));
    Element.prototype.scrollIntoView = original;
  });
});
