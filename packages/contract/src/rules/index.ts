/**
 * The rules every surface shares (issue 36): money, the company's dates, refund arithmetic, role
 * admission and draft visibility, i18n start-up. Free of zod and of any app code, so the API, the app,
 * the console and the client import the same functions (`@nanhua/contract/rules`, or the package root).
 */
export * from './money.js';
export * from './dates.js';
export * from './refund.js';
export * from './roles.js';
export * from './drafts.js';
export * from './locale.js';
