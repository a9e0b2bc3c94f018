import { describe, expect, it } from 'vitest';
import { newOrderNo } from './order-no.js';

describe('order numbers', () => {
  it('carry the Singapore date, also across its midnight within one minute of calls, and a 10-character tail', () => {
    // 15:59:59.999Z is 23:59:59.999 in Singapore (UTC+8); 16:00Z is the next day there.
    expect(newOrderNo('ticket', new Date('2026-11-27T15:59:00.000Z'))).toMatch(/^T20261127-[A-Z2-9]{10}$/);
    expect(newOrderNo('shop', new Date('2026-11-27T15:59:59.999Z'))).toMatch(/^S20261127-/);
    expect(newOrderNo('member', new Date('2026-11-27T16:00:00.000Z'))).toMatch(/^M20261128-/);
    expect(newOrderNo('ticket', new Date('2026-11-27T15:59:30.000Z'))).toMatch(/^T20261127-/);
    const many = new Set(Array.from({ length: 1000 }, () => newOrderNo('ticket', new Date('2026-11-27T10:00:00Z'))));
    expect(many.size).toBe(1000);
  });
});
