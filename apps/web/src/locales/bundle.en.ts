import shell from './en.json';
import account from './account/en.json';
import browse from './browse/en.json';
import engage from './engage/en.json';
import member from './member/en.json';
import shop from './shop/en.json';
import ticket from './ticket/en.json';

/**
 * Every text of one language: the shell's plus one file per area, each nested under its area's key
 * (`t('account.login.title')`). Only the active language is loaded (a chunk of its own).
 */
export default { ...shell, account, browse, engage, ticket, shop, member };
