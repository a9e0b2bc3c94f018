import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const setMessageRead = (id: number) => request(api['/usercenter/userMessage/setToReadById/{id}'], { params: { id }, body: {} });
export const setAllMessagesRead = () => request(api['/usercenter/userMessage/setAllToRead'], { body: {} });
export const deleteMessage = (id: number) => request(api['/usercenter/userMessage/delete/{id}'], { params: { id }, body: {} });

/** Each change refreshes the lists and the unread dot. */
function useMessageMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['messages'] }) });
}

export const useSetMessageRead = () => useMessageMutation(setMessageRead);
export const useSetAllMessagesRead = () => useMessageMutation(setAllMessagesRead);
export const useDeleteMessage = () => useMessageMutation(deleteMessage);
