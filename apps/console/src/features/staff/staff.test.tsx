import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refused, renderAt, renderOne, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';
import { AuditDiff, changedFields } from './audit-diff';

const profile = {
  id: 1,
  email: 'admin@namhwa.local',
  nickName: '管理员',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role: 'admin',
};
const account = (id: number, name: string, status: 'active' | 'disabled' = 'active') => ({
  id,
  email: `${name}@namhwa.local`,
  name,
  role: 'editor',
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('staff accounts', { timeout: 60_000 }, () => {
  it('disables an account only after the confirmation naming it, then lists it disabled', async () => {
    signedIn();
    let disabled = false;
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/staffAccount/list': () =>
        ok({ items: [account(5, 'editor1', disabled ? 'disabled' : 'active')], total: 1, page: 1, size: 20 }),
      '/admin/staffAccount/disable/5': () => {
        disabled = true;
        return ok(account(5, 'editor1', 'disabled'));
      },
    });
    const user = userEvent.setup();
    await renderAt(routes, '/staff-accounts');
    await user.click(await screen.findByTestId('account-disable', {}, { timeout: 10_000 }));
    expect(
      await screen.findByText('停用“editor1”？其登录会立即失效，之后无法再登录。', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/admin/staffAccount/disable'))).toBe(false);
    await user.click(screen.getByTestId('account-status-confirm'));
    await waitFor(() => expect(screen.getByTestId('account-status').textContent).toBe('已停用'), { timeout: 10_000 });
    expect(api.calls.filter((c) => c.path === '/admin/staffAccount/disable/5')).toHaveLength(1);
    expect(screen.getByTestId('account-enable')).toBeTruthy();
  });

  it("shows the server's refusal (the last admin) and leaves the account as it was", async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/staffAccount/list': ok({
        items: [{ ...account(1, 'admin'), role: 'admin' }],
        total: 1,
        page: 1,
        size: 20,
      }),
      '/admin/staffAccount/disable/1': refused('You cannot disable your own account'),
    });
    const user = userEvent.setup();
    await renderAt(routes, '/staff-accounts', 'en');
    await user.click(await screen.findByTestId('account-disable', {}, { timeout: 10_000 }));
    await user.click(await screen.findByTestId('account-status-confirm', {}, { timeout: 10_000 }));
    expect((await screen.findByTestId('account-refusal', {}, { timeout: 10_000 })).textContent).toBe(
      'You cannot disable your own account',
    );
    expect(screen.getByTestId('account-status').textContent).toBe('Active');
  });
});

describe('the audit diff', () => {
  it('names the fields that changed', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual(['b', 'c', 'd']);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows before and after as pretty JSON side by side, and "nothing" for a creation', async () => {
    await renderOne(<AuditDiff before={null} after={{ nameZh: '甲票', seats: 100 }} />, 'en');
    expect(screen.getByTestId('audit-before').textContent).toBe('Nothing');
    expect(screen.getByTestId('audit-after').textContent).toBe('{\n  "nameZh": "甲票",\n  "seats": 100\n}');
    expect(
      within(screen.getByTestId('audit-changed'))
        .getAllByText(/nameZh|seats/)
        .map((e) => e.textContent),
    ).toEqual(['nameZh', 'seats']);
  });

  it('opens an entry of the log to its diff', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/staffAccount/list': ok({ items: [], total: 0, page: 1, size: 100 }),
      '/admin/audit/list': ok({
        items: [
          {
            id: 9,
            actor: { id: 1, email: 'admin@namhwa.local', name: '管理员' },
            action: 'update',
            entity: 'ticketSale',
            entityId: '7',
            before: { perOrderLimit: 4 },
            after: { perOrderLimit: 6 },
            reason: null,
            createdAt: '2026-11-20T03:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        size: 20,
      }),
    });
    await renderAt(routes, '/audit-log');
    const row = await screen.findByTestId('audit-row');
    expect(row.textContent).toContain('ticketSale #7');
    // The filter by who did it is named by more than its placeholder (axe label).
    expect(screen.getByRole('combobox', { name: '按操作人筛选' })).toBeTruthy();
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect((await screen.findByTestId('audit-after')).textContent).toContain('"perOrderLimit": 6');
    expect(screen.getByTestId('audit-changed').textContent).toContain('perOrderLimit');
  });
});
