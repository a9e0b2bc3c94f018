import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import type { CompanyContactForm } from '@nanhua/contract';
import '../../lib/client';

const key = ['staff', 'companyContact'] as const;

/** The record as stored, both languages (`updatedAt` null: never saved, the app shows the defaults). */
export const useCompanyContact = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => request('/admin/companyContact/get', { signal }), retry: false });

/** Replaces the whole record; the answer is the record as saved, kept as the page's data. */
export function useSaveCompanyContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyContactForm) => request('/admin/companyContact/update', { body }),
    onSuccess: (saved) => qc.setQueryData(key, saved),
  });
}
