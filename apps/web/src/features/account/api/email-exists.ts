import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const emailExists = (email: string) => request(api['/usercenter/user/exist'], { body: { email } });
