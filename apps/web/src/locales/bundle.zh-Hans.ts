import first from './first.zh-Hans';
import later from './later.zh-Hans';

/**
 * Every text of one language: the shell's plus one file per area, each nested under its area's key
 * (`t('account.login.title')`). The app loads it in two chunks (first.zh-Hans.ts with the first screen,
 * later.zh-Hans.ts right after); this whole view is for the types and the locale tests.
 */
export default { ...first, ...later };
