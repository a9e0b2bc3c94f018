import shell from './zh-Hans.json';
import account from './account/zh-Hans.json';
import browse from './browse/zh-Hans.json';
import engage from './engage/zh-Hans.json';
import member from './member/zh-Hans.json';
import shop from './shop/zh-Hans.json';
import ticket from './ticket/zh-Hans.json';

/**
 * Every text of one language: the shell's plus one file per area, each nested under its area's key
 * (`t('account.login.title')`). Only the active language is loaded (a chunk of its own).
 */
export default { ...shell, account, browse, engage, ticket, shop, member };
