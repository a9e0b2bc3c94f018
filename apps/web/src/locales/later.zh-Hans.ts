import account from './account/zh-Hans.json';
import engage from './engage/zh-Hans.json';
import live from './live/zh-Hans.json';
import member from './member/zh-Hans.json';
import ticket from './ticket/zh-Hans.json';

/** The other areas' texts: fetched right after the first screen; every other page waits for them. */
export default { account, engage, ticket, member, live };
