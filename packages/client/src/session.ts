import type { TokenPair, TokenUser } from '@nanhua/contract';
import { clientDeps } from './config.js';
import { request } from './request.js';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-storage.js';

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  // Nicknames are often Chinese: the payload is UTF-8, which atob alone would garble.
  return new TextDecoder().decode(bytes);
}

/** Hand-checked rather than with the contract's zod schema, which would pull zod into start-up. */
function isTokenUser(v: unknown): v is TokenUser {
  if (!v || typeof v !== 'object') return false;
  const u = v as Record<string, unknown>;
  return (
    Number.isInteger(u.id) &&
    typeof u.email === 'string' &&
    typeof u.nickName === 'string' &&
    Number.isInteger(u.userType) &&
    (u.avatar === null || typeof u.avatar === 'string')
  );
}

/** The signed-in user's claims from the stored access token (SPEC §3); the server verifies, the client only reads. */
export function currentUser(): TokenUser | null {
  const token = getAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const user = (claims as { user?: unknown } | null)?.user;
    return isTokenUser(user) ? user : null;
  } catch {
    return null;
  }
}

/**
 * A new session starts (login, register, password reset by code): both tokens are stored and whatever
 * the previous session cached goes, so nothing of another member shows. Refreshed pairs of the same
 * session (updateRefreshToken, a password change) keep the cache and use `setTokens`.
 */
export function signIn(pair: TokenPair): void {
  setTokens(pair);
  clientDeps().clearCache();
}

/** This device forgets the session (the server has already ended it, e.g. the account was deleted): both tokens and the cache go. */
export function dropSession(): void {
  clearTokens();
  clientDeps().clearCache();
}

/** Re-issue the pair with fresh claims, e.g. after a membership purchase or a profile edit (DESIGN §5). */
export async function updateRefreshToken(): Promise<TokenUser | null> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (!accessToken || !refreshToken) return null;
  const pair = await request('/usercenter/user/updateRefreshToken', { body: { accessToken, refreshToken } });
  if (pair) setTokens(pair);
  return currentUser();
}

/** Sign out: the server revokes this device's refresh token; both tokens and the cache go at once (even offline). */
export async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  dropSession();
  if (refreshToken) await request('/usercenter/user/logout', { body: { refreshToken } }).catch(() => undefined);
}
