import { describe, expect, it } from 'vitest';
import { encodeClaim, parseSignedCode, type DoorPack, type TicketClaim } from '@nanhua/contract';
import { checkCode, decide, importDoorKey, outsideWindow, verifyCode } from './codes';

const b64url = (b: Uint8Array) =>
  btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

async function signer() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (c: TicketClaim) => {
    const p = new Uint8Array(15);
    const v = new DataView(p.buffer);
    v.setUint8(0, 1);
    v.setUint32(1, c.orderId);
    v.setUint32(5, c.performanceId);
    v.setUint16(9, c.count);
    v.setUint32(11, c.issuedAt);
    const sig = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, p));
    return b64url(new Uint8Array([...p, ...sig]));
  };
  return { sign, publicKey: b64(raw) };
}

const pack = (publicKey: string): DoorPack => ({
  performanceId: 7,
  publicKey,
  tickets: [
    { id: 1, orderNo: 'T001', count: 2, used: 0, refunded: 0, categoryZh: '甲座', categoryEn: 'A' },
    { id: 2, orderNo: 'T002', count: 1, used: 1, refunded: 0, categoryZh: null, categoryEn: null },
    { id: 3, orderNo: 'T003', count: 1, used: 0, refunded: 1, categoryZh: null, categoryEn: null },
  ],
  revoked: [3],
  opensAt: '2026-01-01T10:00:00Z',
  closesAt: '2026-01-01T15:00:00Z',
  startsAt: '2026-01-01T12:00:00Z',
  generatedAt: '2026-01-01T09:00:00Z',
});

describe('the door’s offline decision', () => {
  it('verifies a signed code with WebCrypto Ed25519 and refuses a tampered one or another key’s', async () => {
    const s = await signer();
    const code = await s.sign({ orderId: 1, performanceId: 7, count: 2, issuedAt: 1_780_000_000 });
    expect(code).toHaveLength(106);
    const key = await importDoorKey(s.publicKey);
    expect(await verifyCode(key, code)).toEqual({ orderId: 1, performanceId: 7, count: 2, issuedAt: 1_780_000_000 });
    const tampered = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    expect(await verifyCode(key, tampered)).toBeNull();
    const other = await importDoorKey((await signer()).publicKey);
    expect(await verifyCode(other, code)).toBeNull();
    expect(parseSignedCode('T001')).toBeNull();
  });

  it('admits within the count, refuses used up (pack + this device), refunded, another show, unknown order numbers', () => {
    // A window that is open whenever the test runs.
    const p = { ...pack(''), opensAt: '2000-01-01T00:00:00Z', closesAt: '2100-01-01T00:00:00Z' };
    const none = () => 0;
    const claim = (orderId: number, performanceId = 7, count = 1) => ({
      claim: { orderId, performanceId, count, issuedAt: 0 },
    });
    expect(decide(p, claim(1), 2, none)).toMatchObject({ ok: true, ticketId: 1, count: 2, left: 0, orderNo: 'T001' });
    expect(decide(p, claim(1), 1, (id) => (id === 1 ? 2 : 0))).toMatchObject({
      ok: false,
      reason: 'alreadyUsed',
      left: 0,
    });
    expect(decide(p, claim(1), 2, (id) => (id === 1 ? 1 : 0))).toMatchObject({
      ok: false,
      reason: 'alreadyUsed',
      left: 1,
    });
    expect(decide(p, claim(2), 1, none)).toMatchObject({ ok: false, reason: 'alreadyUsed' });
    expect(decide(p, claim(3), 1, none)).toMatchObject({ ok: false, reason: 'refunded' });
    expect(decide(p, claim(1, 8), 1, none)).toMatchObject({ ok: false, reason: 'wrongShow' });
    // Bought after the pack was taken: the signature vouches for its count.
    expect(decide(p, claim(9, 7, 3), 3, none)).toMatchObject({ ok: true, ticketId: 9, left: 0 });
    expect(decide(p, { orderNo: 'T001' }, 1, none)).toMatchObject({ ok: true, ticketId: 1, left: 1 });
    expect(decide(p, { orderNo: 'NOPE' }, 1, none)).toMatchObject({ ok: false, reason: 'notFound' });
  });

  it('refuses outside the check-in window by the device clock, with what it would admit (staff may override); other refusals come first', () => {
    const p = pack('');
    const none = () => 0;
    const claim = (orderId: number) => ({ claim: { orderId, performanceId: 7, count: 2, issuedAt: 0 } });
    const early = Date.parse('2026-01-01T09:59:00Z');
    const late = Date.parse('2026-01-01T15:01:00Z');
    expect(decide(p, claim(1), 1, none, Date.parse('2026-01-01T10:00:00Z'))).toMatchObject({ ok: true, ticketId: 1 });
    expect(decide(p, claim(1), 1, none, Date.parse('2026-01-01T15:00:00Z'))).toMatchObject({ ok: true });
    expect(decide(p, claim(1), 1, none, early)).toEqual({
      ok: false,
      reason: 'tooEarly',
      at: '2026-01-01T10:00:00Z',
      ticketId: 1,
      admit: { ok: true, ticketId: 1, count: 1, orderNo: 'T001', category: { zh: '甲座', en: 'A' }, left: 1 },
    });
    expect(decide(p, { orderNo: 'T001' }, 2, none, late)).toMatchObject({
      ok: false,
      reason: 'closed',
      at: '2026-01-01T15:00:00Z',
      admit: { ticketId: 1, count: 2, left: 0 },
    });
    // Refunded, used up, unknown or another show's: refused for that, never overridable.
    expect(decide(p, claim(3), 1, none, early)).toMatchObject({ ok: false, reason: 'refunded' });
    expect(decide(p, claim(2), 1, none, late)).toMatchObject({ ok: false, reason: 'alreadyUsed' });
    expect(decide(p, { orderNo: 'NOPE' }, 1, none, early)).toMatchObject({ ok: false, reason: 'notFound' });
    expect(outsideWindow(p, early)).toEqual({ reason: 'tooEarly', at: p.opensAt });
    expect(outsideWindow(p, Date.parse('2026-01-01T12:00:00Z'))).toBeNull();
  });

  it('offline, a signed code is still checked by its signature but an order number (no signature) is refused', async () => {
    const s = await signer();
    const key = await importDoorKey(s.publicKey);
    const p = { ...pack(s.publicKey), opensAt: '2000-01-01T00:00:00Z', closesAt: '2100-01-01T00:00:00Z' };
    const code = await s.sign({ orderId: 1, performanceId: 7, count: 2, issuedAt: 0 });
    const none = () => 0;
    expect(await checkCode(p, key, code, 1, none, { online: false })).toMatchObject({ ok: true, ticketId: 1 });
    expect(await checkCode(p, key, 'T001', 1, none, { online: false })).toEqual({
      ok: false,
      reason: 'unsignedOffline',
    });
    expect(await checkCode(p, key, 'T001', 1, none, { online: true })).toMatchObject({ ok: true, ticketId: 1 });
    expect(
      await checkCode(p, key, code.slice(0, 100) + (code[100] === 'A' ? 'B' : 'A') + code.slice(101), 1, none, {
        online: false,
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a ticket’s own code (issue 34): verified offline, admits that ticket once; one under refund is refused while the order’s other tickets admit', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const key = await importDoorKey(b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))));
    const sign = async (c: TicketClaim) => {
      const payload = encodeClaim(c);
      return b64url(
        new Uint8Array([
          ...payload,
          ...new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, payload)),
        ]),
      );
    };
    const seat = (seq: number, over: object = {}) => ({
      seq,
      generation: 0,
      used: false,
      held: false,
      buyer: true,
      ...over,
    });
    const p: DoorPack = {
      ...pack(''),
      opensAt: '2000-01-01T00:00:00Z',
      closesAt: '2100-01-01T00:00:00Z',
      tickets: [
        {
          id: 1,
          orderNo: 'T001',
          count: 3,
          used: 0,
          refunded: 0,
          categoryZh: null,
          categoryEn: null,
          seats: [seat(1), seat(2), seat(3, { held: true })],
        },
      ],
      revoked: [],
    };
    const none = () => 0;
    const two = await sign({ orderId: 1, performanceId: 7, count: 1, issuedAt: 0, seq: 2, generation: 0 });
    expect(two).toHaveLength(106);
    expect(await verifyCode(key, two)).toEqual({
      orderId: 1,
      performanceId: 7,
      count: 1,
      issuedAt: 0,
      seq: 2,
      generation: 0,
    });
    expect(await checkCode(p, key, two, 1, none, { online: false })).toMatchObject({
      ok: true,
      ticketId: 1,
      seq: 2,
      left: 0,
    });
    // Admitted here already (that ticket), another ticket of the order still admits.
    const here = (id: number, seq?: number) => (id === 1 && (seq === undefined || seq === 2) ? 1 : 0);
    expect(await checkCode(p, key, two, 1, here, { online: false })).toMatchObject({
      ok: false,
      reason: 'alreadyUsed',
    });
    const one = await sign({ orderId: 1, performanceId: 7, count: 1, issuedAt: 0, seq: 1, generation: 0 });
    expect(await checkCode(p, key, one, 1, here, { online: false })).toMatchObject({ ok: true, seq: 1 });
    // The ticket a refund under review names is held back.
    expect(
      await checkCode(
        p,
        key,
        await sign({ orderId: 1, performanceId: 7, count: 1, issuedAt: 0, seq: 3, generation: 0 }),
        1,
        none,
        { online: false },
      ),
    ).toMatchObject({ ok: false, reason: 'refunded' });
    // A code of an earlier generation (the ticket was given to another member since) is refused as transferred.
    const given = {
      ...p,
      tickets: [{ ...p.tickets[0]!, seats: [seat(1, { generation: 1, buyer: false }), seat(2), seat(3)] }],
    };
    expect(await checkCode(given, key, one, 1, none, { online: false })).toEqual({
      ok: false,
      reason: 'transferred',
      ticketId: 1,
    });
    // The new holder's code admits once, also on a device whose pack is from before the move (its signature vouches for it).
    const newHolder = await sign({ orderId: 1, performanceId: 7, count: 1, issuedAt: 0, seq: 1, generation: 1 });
    expect(await checkCode(given, key, newHolder, 1, none, { online: false })).toMatchObject({ ok: true, seq: 1 });
    expect(await checkCode(p, key, newHolder, 1, none, { online: false })).toMatchObject({ ok: true, seq: 1 });
    const admittedOnce = (id: number, seq?: number) => (id === 1 && seq === 1 ? 1 : 0);
    expect(await checkCode(given, key, newHolder, 1, admittedOnce, { online: false })).toMatchObject({
      ok: false,
      reason: 'alreadyUsed',
    });
    // The order's code admits the two not held back, less this device's admissions.
    const order = await sign({ orderId: 1, performanceId: 7, count: 3, issuedAt: 0 });
    expect(await checkCode(p, key, order, 3, none, { online: false })).toMatchObject({
      ok: false,
      reason: 'alreadyUsed',
      left: 2,
    });
    expect(await checkCode(p, key, order, 1, here, { online: false })).toMatchObject({ ok: true, left: 0 });
  });
});
