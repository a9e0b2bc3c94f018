import { useQueries } from '@tanstack/react-query';
import { contentFamily } from './family';
import { pick } from './families/common';
import type { ContentFamilyDecl, ParentFamily, ParentOptions } from './types';

const stem = (f: ParentFamily) => (f === 'knowledgeCategory' || f === 'videoCategory' ? 'name' : 'title');

/** The choices of a family's parent fields (a category, a production…): the first 100 of each parent list. */
export function useParentOptions(
  decl: ContentFamilyDecl | undefined,
  en: boolean,
): { parents: ParentOptions; loading: boolean } {
  const wanted = decl?.parents ?? [];
  const results = useQueries({
    queries: wanted.map((p) => {
      const family = contentFamily(p);
      return {
        queryKey: ['staff', family.key, 'options'],
        queryFn: ({ signal }: { signal: AbortSignal }) => family.list({ page: 1, size: 100 }, signal),
        staleTime: 30_000,
      };
    }),
  });
  const parents: ParentOptions = {};
  wanted.forEach((p, i) => {
    parents[p] = (results[i]?.data?.items ?? []).map((r) => ({
      value: r.id,
      label: pick(r, stem(p), en) || `#${r.id}`,
    }));
  });
  return { parents, loading: results.some((r) => r.isPending) };
}
