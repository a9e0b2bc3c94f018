import { createHmac, timingSafeEqual } from 'node:crypto';

/** Zoom accepts a Meeting SDK signature valid for 30 minutes to 48 hours. */
export const SDK_JWT_MIN_SECONDS = 30 * 60;
export const SDK_JWT_MAX_SECONDS = 48 * 3600;
export const SDK_JWT_DEFAULT_SECONDS = 2 * 3600;
/** A webhook whose timestamp is further than this from our clock is refused (replay protection). */
export const WEBHOOK_WINDOW_SECONDS = 5 * 60;

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/**
 * The Meeting SDK join signature (a JWT, HS256): `role` is 0 — attendee — always, so a signature
 * obtained here can never start or host a meeting. `iat` is 30 s in the past so a phone whose clock
 * runs slightly behind is not refused; the lifetime is clamped to Zoom's bounds.
 */
export function signMeetingSdkJwt(o: {
  sdkKey: string;
  sdkSecret: string;
  meetingNumber: string;
  now: Date;
  lifetimeSeconds?: number;
}): string {
  const iat = Math.floor(o.now.getTime() / 1000) - 30;
  const life = Math.min(
    SDK_JWT_MAX_SECONDS,
    Math.max(SDK_JWT_MIN_SECONDS, o.lifetimeSeconds ?? SDK_JWT_DEFAULT_SECONDS),
  );
  const exp = iat + life;
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ appKey: o.sdkKey, sdkKey: o.sdkKey, mn: o.meetingNumber, role: 0, iat, exp, tokenExp: exp })}`;
  return `${head}.${createHmac('sha256', o.sdkSecret).update(head).digest('base64url')}`;
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

export type WebhookCheck = 'ok' | 'signature' | 'timestamp';

/**
 * Zoom's webhook signature: `x-zm-signature` = `v0=` + HMAC-SHA256(secret, `v0:{timestamp}:{raw body}`)
 * in hex, compared in constant time; the timestamp (seconds) must be within 5 minutes of our clock.
 */
export function checkWebhook(
  secret: string,
  rawBody: Buffer,
  signature: unknown,
  timestamp: unknown,
  now: Date,
): WebhookCheck {
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp))
    return 'signature';
  const expected = Buffer.from(`v0=${hmacHex(secret, Buffer.concat([Buffer.from(`v0:${timestamp}:`), rawBody]))}`);
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > WEBHOOK_WINDOW_SECONDS) return 'timestamp';
  return 'ok';
}

/** The answer to Zoom's `endpoint.url_validation` challenge. */
export const urlValidation = (secret: string, plainToken: string) => ({
  plainToken,
  encryptedToken: hmacHex(secret, plainToken),
});
