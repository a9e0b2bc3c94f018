import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeType } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const codeToEmail = (v: { email: string; templateType: VerifyCodeType }) =>
  request('/usercenter/user/codeToEmail', { body: v });

export const useCodeToEmail = () => useMutation({ mutationFn: codeToEmail });
