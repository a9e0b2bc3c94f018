export const emailExists = (email: string) => request('/usercenter/user/exist', { body: { email } });
import { request } from '@nanhua/client';
import '../../../lib/client';
