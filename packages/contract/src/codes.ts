/** Envelope codes (SPEC §8, DESIGN §4). */
export const Code = {
  /** Session no longer valid (user deleted or disabled): the client clears tokens and goes to index. */
  SessionInvalid: 1000,
  /** Access token expired: the client refreshes once and replays. */
  TokenExpired: 1001,
  Ok: 1002,
  /** Refused for a stated reason (validation, business rule); message is localized. */
  Refused: 1003,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T> {
  code: number;
  message: string;
  result: T | null;
}
