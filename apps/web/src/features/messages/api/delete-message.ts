import { request } from '@nanhua/client';
import '../../../lib/client';
import { useMessageMutation } from './invalidate-messages';

export const deleteMessage = (id: number) =>
  request('/usercenter/userMessage/delete/{id}', { params: { id }, body: {} });

export const useDeleteMessage = () => useMessageMutation(deleteMessage);
