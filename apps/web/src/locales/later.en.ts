import account from './account/en.json';
import engage from './engage/en.json';
import live from './live/en.json';
import member from './member/en.json';
import ticket from './ticket/en.json';

/** The other areas' texts: fetched right after the first screen; every other page waits for them. */
export default { account, engage, ticket, member, live };
