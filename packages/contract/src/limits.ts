/** Business constants and limits from SPEC §5 and §9, used by both api and web. */
export const limits = {
  apiBase: '/api/v1',
  requestTimeoutMs: 12000,
  pageSize: 10,
  pageSizeMax: 50,
  noticePageSize: 1,
  passwordMin: 8,
  passwordMax: 128,
  codeLength: 6,
  codeCountdownSeconds: 60,
  textareaMax: 140,
  keywordMax: 100,
  feedbackReplyDays: 15,
  appVersion: '1.0.0',
  versionCode: 100,
  navbarHeightPx: 44,
  listLowerThreshold: 50,
  carouselIntervalMs: 4000,
  videoControlsHideMs: 3000,
  toastMs: 2000,
  loaderDelayMs: 200,
  loaderTimeoutMs: 60000,
  justNowMinutes: 5,
  relativeMaxDays: 30,
  navigationGuardCutoff: 30,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxPixels: 4096,
  bodyMaxBytes: 1024 * 1024,
  /** Deepest nesting of arrays and objects a JSON body may have; no call needs more than a few levels. */
  jsonMaxDepth: 64,
  currency: 'SGD',
  timeZone: 'Asia/Singapore',
} as const;

export const locales = ['zh-Hans', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-Hans';
/** Browser storage keys (SPEC §9). */
export const storageKeys = { lang: 'lang', accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;
/** The staff console keeps its own session on the same origin under these keys' names with this prefix. */
export const consoleStoragePrefix = 'console.';
/** A console "preview in app" link carries this query parameter: the app page reads with the console's session. */
export const staffPreviewParam = 'staffPreview';
