import { request } from '@nanhua/client';
import '../../../lib/client';
import { useMessageMutation } from './invalidate-messages';

export const setMessageRead = (id: number) =>
  request('/usercenter/userMessage/setToReadById/{id}', { params: { id }, body: {} });

export const useSetMessageRead = () => useMessageMutation(setMessageRead);
