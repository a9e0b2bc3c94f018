import type { VerifyCodeType } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const validVerifyCode = (v: { email: string; code: string; templateType: VerifyCodeType }) =>
  request('/usercenter/user/validVerifyCode', { body: v });
