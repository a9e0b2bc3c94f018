import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';

/** Registers the account families: user, userFollow, userMessage, deliveryAddress, feedback (issue 3). */
export function registerAccounts(_route: Registrar, _deps: AppDeps): void {}
