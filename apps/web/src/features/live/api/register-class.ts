import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const registerClass = (classId: number) => request('/liveCast/participant/save', { body: { classId } });

export function useRegisterClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerClass,
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'meetings'] }),
  });
}
