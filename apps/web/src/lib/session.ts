import { endpoints, tokenUser, type TokenUser } from '@nanhua/contract';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './auth-storage';
import { request } from './request';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  // Nicknames are often Chinese: the payload is UTF-8, which atob alone would garble.
  return new TextDecoder().decode(bytes);
}

/** The signed-in user's claims from the stored access token (SPEC §3); the server verifies, the client only reads. */
export function currentUser(): TokenUser | null {
  const token = getAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const parsed = tokenUser.safeParse((claims as { user?: unknown } | null)?.user);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Re-issue the pair with fresh claims, e.g. after a membership purchase or a profile edit (DESIGN §5). */
export async function updateRefreshToken(): Promise<TokenUser | null> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (!accessToken || !refreshToken) return null;
  const pair = await request(endpoints['/usercenter/user/updateRefreshToken'], { body: { accessToken, refreshToken } });
  if (pair) setTokens(pair);
  return currentUser();
}

export function signOut(): void {
  clearTokens();
}
