import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or the fallback (a hand-edited `?page=-3` is page 1). */
export const positiveParam = (v: string | null, fallback: number) =>
  v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : fallback;

/**
 * A list page's state kept in the address (search, filters, sort, page), so a reload or a return lands
 * on the same view. `set` changes some keys (an empty value removes one) and, unless told otherwise,
 * goes back to the first page; `clear` drops them all.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { params, set, clear };
}
