import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorPack } from '@nanhua/contract';
import { doorDb as db } from '../../test/door-store';
import { mockApi, ok, renderOne, signedIn } from '../../test/harness';
import CheckInPage from './check-in';

// The device's IndexedDB, in memory (test/door-store.ts).
vi.mock('../features/door/store', async () => (await import('../../test/door-store')).memoryDoorStore);

// Order numbers are checked without the key; the test pack's key is a placeholder.
vi.mock('../features/door/codes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  importDoorKey: async () => ({}) as CryptoKey,
}));

afterEach(() => {
  db.packs.clear();
  db.scans.clear();
  vi.unstubAllGlobals();
});

const hour = 3_600_000;
/** A performance starting in 5 h: its check-in window opens 2 h before, so now is too early. */
function door() {
  const startsAt = Date.now() + 5 * hour;
  const pack: DoorPack = {
    performanceId: 7,
    publicKey: 'placeholder',
    tickets: [
      { id: 41, orderNo: 'T20261125-AAAA', count: 2, used: 0, refunded: 0, categoryZh: '甲座', categoryEn: 'Stalls' },
    ],
    revoked: [],
    opensAt: new Date(startsAt - 2 * hour).toISOString(),
    closesAt: new Date(startsAt + 3 * hour).toISOString(),
    startsAt: new Date(startsAt).toISOString(),
    generatedAt: new Date().toISOString(),
  };
  const api = mockApi({
    '/theatre/theatre/get': ok({
      records: [{ id: 7, title: '荔镜记', startAt: pack.startsAt, venue: '南华剧场' }],
      total: 1,
    }),
    '/admin/door/performance/7': ok(pack),
    '/admin/door/attendance/7': ok({
      performanceId: 7,
      admitted: 0,
      sold: 2,
      conflicts: 0,
      conflictScans: [],
      recent: [],
    }),
    '/admin/door/sync': (_url, init) =>
      ok({
        results: (JSON.parse(String(init.body)) as { scans: { nonce: string; count: number }[] }).scans.map((s) => ({
          nonce: s.nonce,
          outcome: 'admitted',
          admitted: s.count,
          duplicate: false,
        })),
      }),
  });
  localStorage.setItem('console.door.performance', '7');
  return api;
}

const syncedScans = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/admin/door/sync').flatMap((c) => (c.body as { scans: object[] }).scans);

// Issue 35 item 5: staff at the door work by keyboard (or a scanner that types): once a code is checked,
// the field is empty and still has focus, ready for the next guest.
describe('the door by keyboard', () => {
  it('after a code is checked the field is emptied and keeps focus, and the verdict is read out by a live region', async () => {
    signedIn();
    door();
    const user = userEvent.setup();
    await renderOne(<CheckInPage />, 'en');
    await screen.findByTestId('door-pack');
    // WCAG 4.1.3: the region is in the page, empty, before the first code (one added with its text is not read).
    const region = screen.getByTestId('door-status');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    await user.type(screen.getByTestId('door-code'), 'T20261125-AAAA{Enter}');
    const verdict = await screen.findByTestId('door-verdict');
    expect(region.contains(verdict)).toBe(true);
    expect(region.textContent).toContain(screen.getByTestId('door-verdict-reason').textContent);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('door-code')));
    expect((screen.getByTestId('door-code') as HTMLInputElement).value).toBe('');
  });
});

describe('the door outside the check-in window', () => {
  it('refuses with the reason, then admits anyway only with a reason, which goes to the server with the scan (zh)', async () => {
    signedIn();
    const { calls } = door();
    const user = userEvent.setup();
    await renderOne(<CheckInPage />);
    await screen.findByTestId('door-pack');
    expect(screen.getByTestId('door-pack-window').textContent).toMatch(/^入场时间 /);

    await user.type(screen.getByTestId('door-code'), 'T20261125-AAAA{Enter}');
    const verdict = await screen.findByTestId('door-verdict');
    expect(verdict.getAttribute('data-reason')).toBe('tooEarly');
    expect(screen.getByTestId('door-verdict-reason').textContent).toMatch(/^尚未开始入场：.+ 起可入场$/);
    expect(syncedScans(calls)).toHaveLength(0);

    await user.click(screen.getByTestId('door-override'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('仍然放行：请填写原因')).toBeTruthy();
    expect(within(dialog).getByTestId('door-override-refusal').textContent).toMatch(/^尚未开始入场/);
    // The reason is required: blank is refused and nothing is recorded.
    await user.type(within(dialog).getByTestId('door-override-reason'), '   ');
    await user.click(within(dialog).getByTestId('door-override-submit'));
    expect(await within(dialog).findByText('请填写仍然放行的原因')).toBeTruthy();
    expect(db.scans.size).toBe(0);

    await user.clear(within(dialog).getByTestId('door-override-reason'));
    await user.type(within(dialog).getByTestId('door-override-reason'), '  轮椅观众提前入座 ');
    await user.click(within(dialog).getByTestId('door-override-submit'));
    await waitFor(() => expect(screen.getByTestId('door-verdict').getAttribute('data-ok')).toBe('1'));
    expect(screen.getByTestId('door-verdict').getAttribute('data-overridden')).toBe('1');
    expect(screen.getByTestId('door-verdict-reason').textContent).toContain('破例放行：轮椅观众提前入座');
    await waitFor(() =>
      expect(syncedScans(calls)).toEqual([
        expect.objectContaining({ ticketId: 41, count: 1, deviceId: 'door-test', overrideReason: '轮椅观众提前入座' }),
      ]),
    );
  });

  it('says the same in English, and cancelling admits no one', async () => {
    signedIn();
    const { calls } = door();
    const user = userEvent.setup();
    await renderOne(<CheckInPage />, 'en');
    await screen.findByTestId('door-pack');
    expect(screen.getByTestId('door-pack-window').textContent).toMatch(/^Check-in /);
    await user.type(screen.getByTestId('door-code'), 'T20261125-AAAA{Enter}');
    await screen.findByTestId('door-verdict');
    expect(screen.getByTestId('door-verdict-reason').textContent).toMatch(
      /^Check-in has not opened yet: admission from /,
    );
    await user.click(screen.getByTestId('door-override'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Admit anyway: give the reason')).toBeTruthy();
    await user.click(within(dialog).getByTestId('door-override-submit'));
    expect(await within(dialog).findByText('Give the reason for admitting anyway')).toBeTruthy();
    await user.click(within(dialog).getByTestId('door-override-cancel'));
    expect(screen.getByTestId('door-verdict').getAttribute('data-ok')).toBe('0');
    expect(db.scans.size).toBe(0);
    expect(syncedScans(calls)).toHaveLength(0);
  });
});
