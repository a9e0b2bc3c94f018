import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { useMessageMutation } from './invalidate-messages';

export const deleteMessage = (id: number) => request(api['/usercenter/userMessage/delete/{id}'], { params: { id }, body: {} });

export const useDeleteMessage = () => useMessageMutation(deleteMessage);
