import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorAttendance, DoorPack, DoorRevocations } from '@nanhua/contract';
import { doorDb as db } from '../../test/door-store';
import { mockApi, ok, renderOne, signedIn } from '../../test/harness';
import type { StoredPack, StoredScan } from '../features/door/store';
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
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const hour = 3_600_000;
const minute = 60_000;
const AAAA = 'T20261125-AAAA';

/** A performance on now (its check-in window is open), with two tickets. */
function showPack(): DoorPack {
  const now = Date.now();
  return {
    performanceId: 7,
    publicKey: 'placeholder',
    tickets: [
      { id: 41, orderNo: AAAA, count: 2, used: 0, refunded: 0, categoryZh: '甲座', categoryEn: 'Stalls' },
      { id: 42, orderNo: 'T20261125-BBBB', count: 1, used: 0, refunded: 0, categoryZh: null, categoryEn: null },
    ],
    revoked: [],
    opensAt: new Date(now - hour).toISOString(),
    closesAt: new Date(now + 3 * hour).toISOString(),
    startsAt: new Date(now + hour).toISOString(),
    generatedAt: new Date(now).toISOString(),
  };
}

const noAttendance: DoorAttendance = {
  performanceId: 7,
  admitted: 0,
  sold: 3,
  conflicts: 0,
  conflictScans: [],
  recent: [],
};

function door(pack: DoorPack, o: { revocations?: () => DoorRevocations; attendance?: DoorAttendance } = {}) {
  const api = mockApi({
    '/theatre/theatre/get': ok({
      records: [{ id: 7, title: '荔镜记', startAt: pack.startsAt, venue: '南华剧场' }],
      total: 1,
    }),
    '/admin/door/performance/7': ok(pack),
    '/admin/door/attendance/7': ok(o.attendance ?? noAttendance),
    '/admin/door/revocations/7': () =>
      ok(o.revocations ? o.revocations() : { performanceId: 7, changes: [], generatedAt: new Date().toISOString() }),
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

/** The device as it was when the network went: its pack stored `checkedAgo` ms ago. */
function storedOffline(checkedAgo: number) {
  const pack = showPack();
  const at = Date.now() - checkedAgo;
  const stored: StoredPack = {
    ...pack,
    generatedAt: new Date(at).toISOString(),
    label: '荔镜记',
    takenAt: at,
    revocationsAt: new Date(at).toISOString(),
    checkedAt: at,
  };
  db.packs.set(7, stored);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return stored;
}

const check = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.type(screen.getByTestId('door-code'), `${code}{Enter}`);
  await waitFor(() => expect(screen.getByTestId('door-code')).toHaveProperty('value', ''));
  return screen.getByTestId('door-verdict');
};

describe('the door learns refunds made after its pack was taken', () => {
  it('refreshes the revocations every 45 s while online (since the last answer); a ticket refunded meanwhile is refused on the next scan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    const pack = showPack();
    let refunded = false;
    const answers: string[] = [];
    const { calls } = door(pack, {
      revocations: () => {
        const generatedAt = new Date().toISOString();
        answers.push(generatedAt);
        return {
          performanceId: 7,
          changes: refunded ? [{ id: 41, revoked: true, count: 2, refunded: 0 }] : [],
          generatedAt,
        };
      },
    });
    const reads = () => calls.filter((c) => c.path === '/admin/door/revocations/7');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderOne(<CheckInPage />);
    await screen.findByTestId('door-pack');
    expect(screen.getByTestId('door-pack-age').textContent).toBe('退票名单刚刚更新');

    expect((await check(user, AAAA)).getAttribute('data-ok')).toBe('1');
    expect(reads()).toHaveLength(0);

    // The member's refund goes through on the server; the device learns it at the next refresh.
    refunded = true;
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(reads()[0]!.url.searchParams.get('since')).toBe(pack.generatedAt);
    await waitFor(() => expect((db.packs.get(7) as StoredPack).revoked).toEqual([41]));

    const refused = await check(user, AAAA);
    expect(refused.getAttribute('data-ok')).toBe('0');
    expect(refused.getAttribute('data-reason')).toBe('refunded');
    expect(screen.getByTestId('door-verdict-reason').textContent).toBe('此票已退款、取消或退款审核中');
    // The other ticket still gets in.
    expect((await check(user, 'T20261125-BBBB')).getAttribute('data-ok')).toBe('1');

    // The next read asks only for what changed since the last answer.
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads()[1]!.url.searchParams.get('since')).toBe(answers[0]);
  });

  it('a refund rejected later lets the ticket in again, and a part refund lowers its count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    const pack = { ...showPack(), revoked: [42] };
    door(pack, {
      revocations: () => ({
        performanceId: 7,
        changes: [
          { id: 41, revoked: false, count: 1, refunded: 1 },
          { id: 42, revoked: false, count: 1, refunded: 0 },
        ],
        generatedAt: new Date().toISOString(),
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderOne(<CheckInPage />, 'en');
    await screen.findByTestId('door-pack');
    expect((await check(user, 'T20261125-BBBB')).getAttribute('data-reason')).toBe('refunded');
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    await waitFor(() => expect((db.packs.get(7) as StoredPack).revoked).toEqual([]));
    expect((await check(user, 'T20261125-BBBB')).getAttribute('data-ok')).toBe('1');
    // 41 had 2 tickets and 1 was refunded: one person gets in, the second is refused.
    expect((await check(user, AAAA)).getAttribute('data-ok')).toBe('1');
    expect((await check(user, AAAA)).getAttribute('data-reason')).toBe('alreadyUsed');
  });
});

describe('the pack’s age', () => {
  it('is shown, and once the refunds are over 5 minutes old a warning says what that means (zh)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    storedOffline(4 * minute);
    door(showPack());
    await renderOne(<CheckInPage />);
    await screen.findByTestId('door-pack');
    expect(screen.getByTestId('door-pack-age').textContent).toBe('退票名单 4 分钟前更新');
    expect(screen.queryByTestId('door-pack-stale')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await waitFor(() => expect(screen.getByTestId('door-pack-age').textContent).toBe('退票名单 5 分钟前更新'));
    expect(screen.getByTestId('door-pack-stale').textContent).toBe(
      '退票名单已 5 分钟未更新：此后退款的票仍可能被放行。联网后会自动更新。',
    );
  });

  it('says the same in English', async () => {
    signedIn();
    storedOffline(12 * minute);
    door(showPack());
    await renderOne(<CheckInPage />, 'en');
    await screen.findByTestId('door-pack');
    expect(screen.getByTestId('door-pack-age').textContent).toBe('Refund list updated 12 min ago');
    expect(screen.getByTestId('door-pack-stale').textContent).toBe(
      'The refund list is 12 min old: a ticket refunded since may still get in. It updates by itself once online.',
    );
  });
});

describe('offline, a code without a signature', () => {
  it('an order number is refused with the reason, and nothing is recorded (zh and en)', async () => {
    signedIn();
    storedOffline(minute);
    const { calls } = door(showPack());
    const user = userEvent.setup();
    const view = await renderOne(<CheckInPage />);
    await screen.findByTestId('door-pack');
    expect(screen.getByTestId('door-online').getAttribute('data-online')).toBe('0');
    const v = await check(user, AAAA);
    expect(v.getAttribute('data-ok')).toBe('0');
    expect(v.getAttribute('data-reason')).toBe('unsignedOffline');
    expect(screen.getByTestId('door-verdict-reason').textContent).toBe(
      '离线时不能凭订单号入场：订单号没有签名，无法核验。请扫描门票上的二维码，或联网后再试',
    );
    expect(screen.queryByTestId('door-override')).toBeNull();
    expect(db.scans.size).toBe(0);
    expect(calls.filter((c) => c.path.startsWith('/admin/door/'))).toHaveLength(0);
    view.unmount();

    await renderOne(<CheckInPage />, 'en');
    await screen.findByTestId('door-pack');
    await check(user, AAAA);
    expect(screen.getByTestId('door-verdict-reason').textContent).toBe(
      'Offline, an order number cannot be checked (it carries no signature): scan the ticket’s QR code, or go online',
    );
    expect(db.scans.size).toBe(0);
  });
});

describe('what the server reports', () => {
  it('lists the conflicts of other devices beside this device’s, as many as the banner counts', async () => {
    signedIn();
    const pack = showPack();
    const at = (m: number) => new Date(Date.now() - m * minute).toISOString();
    const view = (nonce: string, ticketId: number, deviceId: string, outcome: 'conflict' | 'revoked', m: number) => ({
      nonce,
      ticketId,
      orderNo: `T-${ticketId}`,
      deviceId,
      scannedAt: at(m),
      count: 1,
      admitted: 0,
      outcome,
      overrideReason: null,
    });
    // One of the three is this device's own scan, already synced and reported.
    const mine: StoredScan = {
      nonce: 'n-mine',
      performanceId: 7,
      ticketId: 42,
      scannedAt: at(1),
      deviceId: 'door-test',
      count: 1,
      local: 'admitted',
      at: Date.now() - minute,
      synced: 1,
      server: { outcome: 'revoked', admitted: 0 },
    };
    db.scans.set(mine.nonce, mine);
    door(pack, {
      attendance: {
        performanceId: 7,
        admitted: 2,
        sold: 3,
        conflicts: 3,
        conflictScans: [
          view('n-b1', 41, 'door-b', 'conflict', 2),
          view('n-mine', 42, 'door-test', 'revoked', 1),
          view('n-c1', 41, 'door-c', 'conflict', 3),
        ],
        recent: [],
      },
    });
    await renderOne(<CheckInPage />);
    await screen.findByTestId('door-pack');
    await waitFor(() => expect(screen.getByTestId('door-attendance').getAttribute('data-conflicts')).toBe('3'));
    await waitFor(() => expect(screen.getAllByTestId('door-reported-item')).toHaveLength(3));
    const items = screen.getAllByTestId('door-reported-item');
    expect(
      items.map((i) => [i.getAttribute('data-outcome'), i.getAttribute('data-ticket'), i.getAttribute('data-device')]),
    ).toEqual([
      ['revoked', '42', 'door-test'],
      ['conflict', '41', 'door-b'],
      ['conflict', '41', 'door-c'],
    ]);
    expect(items[1]!.textContent).toContain('设备 door-b');
    expect(items[0]!.textContent).not.toContain('设备');
  });
});
