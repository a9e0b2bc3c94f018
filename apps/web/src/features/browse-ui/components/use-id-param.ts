import { useSearchParams } from 'react-router';

/** A positive integer id from the route's query (`?id=12`), or null when absent or malformed. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}
