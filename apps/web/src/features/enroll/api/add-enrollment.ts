import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export interface EnrollInput {
  theatreId: number;
  email: string;
  phone: string;
  description: string;
}

/** 'Register Now' for an event; a confirmation arrives in My Messages. */
export const addEnrollment = (body: EnrollInput) => request('/theatre/theatreEnroll/add', { body });

export function useAddEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addEnrollment,
    onSuccess: (added, input) => {
      client.setQueryData(['enroll', 'mine', input.theatreId], added);
      return client.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
