import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';

/** Registers the read families: theatre, theatreUltimate, knowledge, video, news, systemNews (issue 4). */
export function registerBrowse(_route: Registrar, _deps: AppDeps): void {}
