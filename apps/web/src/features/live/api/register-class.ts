import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const registerClass = (classId: number) => request(api['/liveCast/participant/save'], { body: { classId } });

export function useRegisterClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerClass, onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'meetings'] }) });
}
