import { request } from '@nanhua/client';
import '../../../lib/client';
import { useMessageMutation } from './invalidate-messages';

export const setAllMessagesRead = () => request('/usercenter/userMessage/setAllToRead', { body: {} });

export const useSetAllMessagesRead = () => useMessageMutation(setAllMessagesRead);
