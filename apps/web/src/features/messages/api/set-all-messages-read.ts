import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { useMessageMutation } from './invalidate-messages';

export const setAllMessagesRead = () => request(api['/usercenter/userMessage/setAllToRead'], { body: {} });

export const useSetAllMessagesRead = () => useMessageMutation(setAllMessagesRead);
