import type { VerifyCodeType } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const validVerifyCode = (v: { email: string; code: string; templateType: VerifyCodeType }) => request(api['/usercenter/user/validVerifyCode'], { body: v });
