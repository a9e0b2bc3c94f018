import { afterEach, beforeEach, vi } from 'vitest';
import type { Locale } from '@nanhua/contract';
import { configureClient, setTokens, type ClientText, type TokenStorage } from '../src/index.js';

/** The texts a front end would translate, as the web's locale files have them. */
const texts: Record<Locale, Record<ClientText, string>> = {
  en: {
    'request.timeout': 'The request timed out. Please try again.',
    'request.fileError': 'File upload failed. Please try again.',
    'request.pleaseLogin': 'Please Login',
    'request.badRequest': 'Bad Request',
    'request.network': 'Network error. Please check your connection.',
    'request.sessionExpired': 'Your session has expired. Please log in again.',
  },
  'zh-Hans': {
    'request.timeout': '请求超时，请稍后再试',
    'request.fileError': '文件上传失败，请重试',
    'request.pleaseLogin': '请先登录',
    'request.badRequest': '请求错误',
    'request.network': '网络连接失败，请检查网络',
    'request.sessionExpired': '登录已失效，请重新登录',
  },
};

/** Web Storage in memory, as a worker would keep it. */
export class MemoryStorage implements TokenStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export const homePath = '/pages/index';

/**
 * A front end made of spies, wired before each test and reset after it: `fetch` is `fetchMock`, the
 * language is `front.locale` (English unless a test switches), tokens live in `front.storage`.
 */
export function fakeFrontEnd() {
  const front = {
    fetchMock: vi.fn<typeof fetch>(),
    storage: new MemoryStorage(),
    navigate: vi.fn<(to: string) => void>(),
    goToSignIn: vi.fn<() => void>(),
    showError: vi.fn<(content: string) => void>(),
    clearCache: vi.fn<() => void>(),
    locale: 'en' as Locale,
    /** What the error toasts said, in order. */
    toastTexts: (): string[] => front.showError.mock.calls.map(([content]) => content),
    signIn: (accessToken = 'old-access', refreshToken = 'old-refresh') => setTokens({ accessToken, refreshToken }),
  };
  beforeEach(() => {
    front.locale = 'en';
    front.storage.items.clear();
    vi.stubGlobal('fetch', front.fetchMock);
    configureClient({
      storage: front.storage,
      navigate: front.navigate,
      goToSignIn: front.goToSignIn,
      homePath,
      showError: front.showError,
      currentLocale: () => front.locale,
      t: (key) => texts[front.locale][key],
      clearCache: front.clearCache,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const spy of [front.fetchMock, front.navigate, front.goToSignIn, front.showError, front.clearCache])
      spy.mockReset();
  });
  return front;
}

/** An envelope answered with HTTP 200. */
export const envelope = (code: number, result: unknown = null, message = '') =>
  new Response(JSON.stringify({ code, message, result }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
