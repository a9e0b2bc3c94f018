import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeType } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const codeToEmail = (v: { email: string; templateType: VerifyCodeType }) => request(api['/usercenter/user/codeToEmail'], { body: v });

export const useCodeToEmail = () => useMutation({ mutationFn: codeToEmail });
