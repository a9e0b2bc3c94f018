import { storageKeys, type TokenPair } from '@nanhua/contract';

export function getAccessToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

export function setTokens(pair: TokenPair): void {
  localStorage.setItem(storageKeys.accessToken, pair.accessToken);
  localStorage.setItem(storageKeys.refreshToken, pair.refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.refreshToken);
}

/** SPEC §4: signed in only when both tokens are stored. */
export function isSignedIn(): boolean {
  return Boolean(getAccessToken() && getRefreshToken());
}
