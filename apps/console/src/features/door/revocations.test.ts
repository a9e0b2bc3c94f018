import { describe, expect, it } from 'vitest';
import type { DoorAttendance } from '@nanhua/contract';
import { issueList } from './issues';
import { applyRevocations } from './revocations';
import type { StoredPack, StoredScan } from './store';

const pack: StoredPack = {
  performanceId: 7,
  publicKey: '',
  tickets: [
    { id: 1, orderNo: 'T001', count: 3, used: 1, refunded: 0, categoryZh: null, categoryEn: null },
    { id: 2, orderNo: 'T002', count: 1, used: 0, refunded: 0, categoryZh: null, categoryEn: null },
  ],
  revoked: [2],
  opensAt: '2026-01-01T10:00:00Z',
  closesAt: '2026-01-01T15:00:00Z',
  startsAt: '2026-01-01T12:00:00Z',
  generatedAt: '2026-01-01T09:00:00Z',
  label: 'x',
  takenAt: 1000,
};

describe('the revocations applied to a pack', () => {
  it('revokes, restores and lowers counts; keeps `used` and when it was taken; remembers the answer’s time for the next read', () => {
    const next = applyRevocations(
      pack,
      {
        performanceId: 7,
        changes: [
          { id: 1, revoked: false, count: 2, refunded: 1 },
          { id: 2, revoked: false, count: 1, refunded: 0 },
          { id: 9, revoked: true, count: 2, refunded: 0 },
        ],
        generatedAt: '2026-01-01T09:01:00Z',
      },
      5000,
    );
    expect(next.revoked).toEqual([9]);
    expect(next.tickets[0]).toMatchObject({ id: 1, count: 2, refunded: 1, used: 1 });
    expect(next).toMatchObject({ takenAt: 1000, checkedAt: 5000, revocationsAt: '2026-01-01T09:01:00Z' });
  });

  it('keeps a pack taken after the answer (it knows better), and another performance’s answer changes nothing', () => {
    const newer = { ...pack, revocationsAt: '2026-01-01T09:05:00Z' };
    expect(
      applyRevocations(
        newer,
        {
          performanceId: 7,
          changes: [{ id: 1, revoked: true, count: 3, refunded: 0 }],
          generatedAt: '2026-01-01T09:01:00Z',
        },
        5000,
      ),
    ).toBe(newer);
    expect(
      applyRevocations(
        pack,
        {
          performanceId: 8,
          changes: [{ id: 1, revoked: true, count: 3, refunded: 0 }],
          generatedAt: '2026-01-01T09:01:00Z',
        },
        5000,
      ),
    ).toBe(pack);
  });
});

describe('the issue list', () => {
  const scan = (
    nonce: string,
    outcome: 'admitted' | 'conflict' | 'outsideWindow',
    at: number,
    replaces?: string,
  ): StoredScan => ({
    nonce,
    performanceId: 7,
    ticketId: 1,
    scannedAt: new Date(at).toISOString(),
    deviceId: 'me',
    count: 1,
    local: 'admitted',
    at,
    synced: 1,
    server: { outcome, admitted: 0 },
    ...(replaces ? { replaces } : {}),
  });
  const view = (nonce: string, deviceId: string, at: number) => ({
    nonce,
    ticketId: 1,
    orderNo: 'T001',
    deviceId,
    scannedAt: new Date(at).toISOString(),
    count: 1,
    admitted: 0,
    outcome: 'conflict' as const,
    overrideReason: null,
  });

  it('merges this device’s reports with every device’s conflicts once each, newest first, and says how many the server did not list', () => {
    const attendance: Pick<DoorAttendance, 'conflicts' | 'conflictScans'> = {
      conflicts: 52,
      conflictScans: [view('a', 'me', 3000), view('b', 'other', 4000)],
    };
    const { items, more } = issueList(
      [
        scan('a', 'conflict', 3000),
        scan('x', 'admitted', 5000),
        scan('w', 'outsideWindow', 1000),
        scan('w2', 'outsideWindow', 2000),
        scan('o', 'admitted', 2500, 'w2'),
      ],
      attendance,
    );
    expect(items.map((i) => [i.nonce, i.deviceId, i.mine !== null, i.orderNo])).toEqual([
      ['b', 'other', false, 'T001'],
      ['a', 'me', true, 'T001'],
      ['w', 'me', true, null],
    ]);
    expect(more).toBe(50);
    expect(issueList([], undefined)).toEqual({ items: [], more: 0 });
  });
});
