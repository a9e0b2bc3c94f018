import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyContact } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchCompanyContact = (signal?: AbortSignal): Promise<CompanyContact> =>
  request('/site/contact/get', { signal });

export const companyContactQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'contact'] as const,
    queryFn: ({ signal }) => fetchCompanyContact(signal),
  });

/** The company's contact details as admin keeps them in the console: the one source of every page that shows them. */
export const useCompanyContact = () => useQuery(companyContactQueryOptions());
