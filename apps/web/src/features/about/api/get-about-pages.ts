import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutPage } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchAboutPages = (signal?: AbortSignal): Promise<AboutPage[]> => request('/site/about/get', { signal });

export const aboutPagesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'about'] as const,
    queryFn: ({ signal }) => fetchAboutPages(signal),
  });

/** The About pages as staff wrote them in the console (all six in one small, publicly cached answer). */
export const useAboutPages = () => useQuery(aboutPagesQueryOptions());

/** One topic's page when staff gave it a text; otherwise undefined (the app shows its own texts). */
export const useAboutPage = (topic: string) => {
  const query = useAboutPages();
  const page = query.data?.find((p) => p.key === topic && p.content.trim() !== '');
  return { page, pending: query.isPending };
};
