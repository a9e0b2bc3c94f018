import first from './first.en';
import later from './later.en';

/**
 * Every text of one language: the shell's plus one file per area, each nested under its area's key
 * (`t('account.login.title')`). The app loads it in two chunks (first.en.ts with the first screen,
 * later.en.ts right after); this whole view is for the types and the locale tests.
 */
export default { ...first, ...later };
