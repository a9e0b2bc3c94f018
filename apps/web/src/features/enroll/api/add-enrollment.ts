import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export interface EnrollInput {
  theatreId: number;
  email: string;
  phone: string;
  description: string;
}

/** 'Register Now' for an event; a confirmation arrives in My Messages. */
export const addEnrollment = (body: EnrollInput) => request(api['/theatre/theatreEnroll/add'], { body });

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
