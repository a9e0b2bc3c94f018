import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refused, renderAt, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';
import { menuFor } from '../../app/menu';

const profile = {
  id: 1,
  email: 'support@namhwa.local',
  nickName: '客服',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role: 'support',
};
const mail = (id: number, state: 'queued' | 'sent' | 'failed', lastError: string | null = null) => ({
  id,
  to: `m${id}@example.org`,
  subject: '您的南华潮剧社注册验证码',
  kind: 'code:register',
  state,
  attempts: state === 'queued' ? 1 : 2,
  nextAttemptAt: state === 'queued' ? '2026-11-21T02:01:00.000Z' : null,
  lastError,
  createdAt: '2026-11-21T02:00:00.000Z',
  sentAt: state === 'sent' ? '2026-11-21T02:00:01.000Z' : null,
});

describe('the mail queue page', { timeout: 60_000 }, () => {
  it('is in the menu of support and admin only', () => {
    expect(menuFor('support').some((m) => m.key === 'mailQueue')).toBe(true);
    expect(menuFor('admin').some((m) => m.key === 'mailQueue')).toBe(true);
    expect(menuFor('editor').some((m) => m.key === 'mailQueue')).toBe(false);
    expect(menuFor('boxOffice').some((m) => m.key === 'mailQueue')).toBe(false);
  });

  it('lists state, attempts and the last error, and sends a failed mail again once after the confirmation', async () => {
    signedIn();
    let retried = false;
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/mail/list': () =>
        ok({
          items: [
            mail(3, 'queued', '451 4.7.1 Greylisted'),
            mail(2, retried ? 'sent' : 'failed', '550 5.1.1 No such user'),
            mail(1, 'sent'),
          ],
          total: 3,
          page: 1,
          size: 20,
        }),
      '/admin/mail/retry/2': () => {
        retried = true;
        return ok(mail(2, 'sent'));
      },
    });
    const user = userEvent.setup();
    await renderAt(routes, '/mail-queue');
    await waitFor(
      () => expect(screen.getAllByTestId('mail-state').map((e) => e.textContent)).toEqual(['排队中', '失败', '已发送']),
      { timeout: 10_000 },
    );
    expect(screen.getAllByTestId('mail-error').map((e) => e.textContent)).toEqual([
      '451 4.7.1 Greylisted',
      '550 5.1.1 No such user',
    ]);
    expect(screen.getAllByTestId('mail-retry')).toHaveLength(1);
    // The state filter is named by more than its placeholder (axe label).
    expect(screen.getByRole('combobox', { name: '按状态筛选' })).toBeTruthy();

    await user.click(screen.getByTestId('mail-retry'));
    expect(await screen.findByText('现在重发这封给 m2@example.org 的邮件？', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/admin/mail/retry'))).toBe(false);
    await user.click(screen.getByTestId('mail-retry-confirm'));
    await waitFor(
      () =>
        expect(screen.getAllByTestId('mail-state').map((e) => e.textContent)).toEqual(['排队中', '已发送', '已发送']),
      { timeout: 10_000 },
    );
    expect(api.calls.filter((c) => c.path === '/admin/mail/retry/2')).toHaveLength(1);
  });

  it("shows the server's refusal in English", async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/mail/list': ok({ items: [mail(2, 'failed', 'expired')], total: 1, page: 1, size: 20 }),
      '/admin/mail/retry/2': refused('Only a mail that failed can be sent again'),
    });
    const user = userEvent.setup();
    await renderAt(routes, '/mail-queue', 'en');
    await user.click(await screen.findByTestId('mail-retry', {}, { timeout: 10_000 }));
    await user.click(await screen.findByTestId('mail-retry-confirm', {}, { timeout: 10_000 }));
    expect((await screen.findByTestId('mail-refusal', {}, { timeout: 10_000 })).textContent).toBe(
      'Only a mail that failed can be sent again',
    );
    expect(screen.getByText('Mail queue', { selector: 'h3' })).toBeTruthy();
  });
});
