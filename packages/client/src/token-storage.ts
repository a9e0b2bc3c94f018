import { storageKeys, type TokenPair } from '@nanhua/contract';
import { clientDeps } from './config.js';

export function getAccessToken(): string | null {
  return clientDeps().storage.getItem(storageKeys.accessToken);
}

export function getRefreshToken(): string | null {
  return clientDeps().storage.getItem(storageKeys.refreshToken);
}

export function setTokens(pair: TokenPair): void {
  const { storage } = clientDeps();
  storage.setItem(storageKeys.accessToken, pair.accessToken);
  storage.setItem(storageKeys.refreshToken, pair.refreshToken);
}

export function clearTokens(): void {
  const { storage } = clientDeps();
  storage.removeItem(storageKeys.accessToken);
  storage.removeItem(storageKeys.refreshToken);
}

/** SPEC §4: signed in only when both tokens are stored. */
export function isSignedIn(): boolean {
  return Boolean(getAccessToken() && getRefreshToken());
}
