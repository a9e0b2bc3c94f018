import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffFeedback, StaffMember, StaffMemberDetail } from '@nanhua/contract';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refused, renderAt, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';

const profile = {
  id: 9,
  email: 'support@namhwa.local',
  nickName: '客服小李',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role: 'support',
};
const member: StaffMember = {
  id: 7,
  email: 'lin@example.com',
  name: '林秋月',
  tier: 2,
  memberExpiresAt: '2027-01-01T00:00:00.000Z',
  state: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const detail: StaffMemberDetail = {
  ...member,
  avatar: null,
  signature: '',
  phones: ['+65 9123 4567'],
  blockedAt: null,
  blockedReason: null,
  orders: {
    paidCount: 1,
    paidCents: 3000,
    refundedCents: 0,
    recent: [
      {
        orderNo: 'T1001',
        kind: 'ticket',
        payStatus: 1,
        totalCents: 3000,
        currency: 'SGD',
        createdAt: '2026-02-01T00:00:00.000Z',
      },
    ],
  },
  history: [
    {
      kind: 'purchase',
      tier: 2,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
      orderNo: 'M1',
      reason: null,
      actorName: null,
      at: '2026-01-01T00:00:00.000Z',
    },
  ],
};
const fb = (over: Partial<StaffFeedback>): StaffFeedback => ({
  id: 1,
  member: { id: 7, email: 'lin@example.com', name: '林秋月' },
  content: '字幕太小了',
  reply: null,
  createdAt: '2020-01-01T00:00:00.000Z',
  dueAt: '2020-01-16T00:00:00.000Z',
  repliedAt: null,
  state: 'new',
  ...over,
});

describe('members pages', () => {
  it('lists members with their tier and state', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/member/list': (url) =>
        ok(
          url.searchParams.get('q')
            ? { items: [], total: 0, page: 1, size: 20 }
            : { items: [member], total: 1, page: 1, size: 20 },
        ),
    });
    await renderAt(routes, '/members', 'en');
    const list = await screen.findByTestId('members-list');
    expect(await within(list).findByText('林秋月')).toBeTruthy();
    expect(within(list).getByText('Annual member')).toBeTruthy();
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/admin/member/list')).toBe(true);
  });

  it('the order totals are net of refunds, and say what was refunded when anything was', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/member/get/7': ok({ ...detail, orders: { ...detail.orders, paidCents: 1500, refundedCents: 1500 } }),
    });
    await renderAt(routes, '/members/7');
    expect(await screen.findByText('已付款订单 1 笔，扣除退款后共 S$15.00（已退 S$15.00）')).toBeTruthy();
  });

  it('blocks a member with a reason; the server’s refusal shows in the dialog', async () => {
    signedIn();
    let blocked = false;
    const blockedDetail: StaffMemberDetail = {
      ...detail,
      state: 'blocked',
      blockedReason: '辱骂他人',
      blockedAt: '2026-03-01T00:00:00.000Z',
    };
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/member/get/7': () => ok(blocked ? blockedDetail : detail),
      '/admin/member/block/7': (_u, init) => {
        const body = JSON.parse(String(init.body)) as { reason: string };
        if (body.reason === 'no') return refused('请填写原因');
        blocked = true;
        return ok(blockedDetail);
      },
    });
    await renderAt(routes, '/members/7');
    expect(await screen.findByText('T1001')).toBeTruthy();
    expect(screen.getByText('已付款订单 1 笔，共 S$30.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-block'));
    fireEvent.change(await screen.findByTestId('member-action-reason'), { target: { value: 'no' } });
    fireEvent.click(screen.getByTestId('member-action-ok'));
    // Under the reason, in the dialog (the client's notice may say it too).
    expect(await within(screen.getByRole('dialog')).findByText('请填写原因')).toBeTruthy();
    fireEvent.change(screen.getByTestId('member-action-reason'), { target: { value: '辱骂他人' } });
    fireEvent.click(screen.getByTestId('member-action-ok'));
    await waitFor(() => expect(blocked).toBe(true));
    expect(await screen.findByTestId('member-unblock')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/admin/member/block/7').map((c) => c.body)).toEqual([
      { reason: 'no' },
      { reason: '辱骂他人' },
    ]);
  });

  it('cancels a membership with its refund when support ticks it; without the tick, no refund is asked', async () => {
    signedIn();
    const cancelled: StaffMemberDetail = { ...detail, tier: 4, memberExpiresAt: null };
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/member/get/7': () => ok(detail),
      '/admin/member/cancelMembership/7': () => ok(cancelled),
    });
    await renderAt(routes, '/members/7', 'en');
    fireEvent.click(await screen.findByTestId('member-cancel'));
    expect(
      await screen.findByText('Also refund in full the paid periods not yet over (to the original payment method)'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('member-action-reason'), { target: { value: 'moved abroad' } });
    fireEvent.click(screen.getByTestId('member-cancel-refund'));
    fireEvent.click(screen.getByTestId('member-action-ok'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/member/cancelMembership/7')).toHaveLength(1));
    fireEvent.click(await screen.findByTestId('member-cancel'));
    fireEvent.change(await screen.findByTestId('member-action-reason'), { target: { value: 'duplicate' } });
    fireEvent.click(screen.getByTestId('member-action-ok'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/member/cancelMembership/7')).toHaveLength(2));
    expect(api.calls.filter((c) => c.path === '/admin/member/cancelMembership/7').map((c) => c.body)).toEqual([
      { reason: 'moved abroad', refund: true },
      { reason: 'duplicate', refund: false },
    ]);
  });

  it('feedback inbox: overdue tag in red, reply sent as typed', async () => {
    signedIn();
    let answered = false;
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/feedback/list': (url) =>
        ok(
          url.searchParams.get('state') === 'answered' || answered
            ? { items: [], total: 0, page: 1, size: 20 }
            : { items: [fb({})], total: 1, page: 1, size: 20 },
        ),
      '/admin/feedback/reply/1': () => {
        answered = true;
        return ok(fb({ state: 'answered', reply: 'Thanks!', repliedAt: '2026-03-01T00:00:00.000Z' }));
      },
    });
    await renderAt(routes, '/feedback', 'en');
    expect((await screen.findByTestId('feedback-overdue')).textContent).toContain('Overdue');
    fireEvent.click(screen.getByTestId('feedback-reply'));
    fireEvent.change(await screen.findByTestId('feedback-text'), { target: { value: '  Thanks!  ' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/admin/feedback/reply/1')?.body).toEqual({ text: 'Thanks!' }),
    );
    expect(
      await screen.findByText(
        'No feedback yet. What members send from “Feedback” in the app shows here; answer within 15 days.',
      ),
    ).toBeTruthy();
  });
});
