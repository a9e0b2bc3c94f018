import { Code } from '@nanhua/contract';
import type { MessageKey } from './messages.js';

/** An expected refusal: answered with HTTP `status` and the envelope `code`, message localized from `key`. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly code: number = Code.Refused,
    readonly status = 200,
    readonly vars?: Record<string, string | number>,
    /** What the envelope's `result` carries beside the message (null when absent): a marker a client acts on. */
    readonly result?: unknown,
  ) {
    // Answered, never logged: no stack trace to collect (a cost on every refusal, e.g. each sold-out answer of a rush).
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(key);
    Error.stackTraceLimit = depth;
  }
}

export const refuse = (key: MessageKey, vars?: Record<string, string | number>) =>
  new AppError(key, Code.Refused, 200, vars);
/** A refusal whose envelope also carries `result`, e.g. the proof of work a sign-in must bring (issue 31). */
export const refuseWith = (key: MessageKey, result: unknown, vars?: Record<string, string | number>) =>
  new AppError(key, Code.Refused, 200, vars, result);
export const notFound = (key: MessageKey = 'msg.notFound') => new AppError(key, Code.Refused, 200);
export const unauthorized = () => new AppError('msg.pleaseLogin', Code.Refused, 401);
/** A signed-in caller whose role the staff call does not admit (members included): HTTP 403. */
export const forbidden = () => new AppError('msg.staff.forbidden', Code.Refused, 403);
export const tokenExpired = () => new AppError('msg.tokenExpired', Code.TokenExpired, 200);
export const sessionInvalid = () => new AppError('msg.sessionInvalid', Code.SessionInvalid, 200);
