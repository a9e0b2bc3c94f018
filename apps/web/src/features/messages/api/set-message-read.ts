import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { useMessageMutation } from './invalidate-messages';

export const setMessageRead = (id: number) => request(api['/usercenter/userMessage/setToReadById/{id}'], { params: { id }, body: {} });

export const useSetMessageRead = () => useMessageMutation(setMessageRead);
