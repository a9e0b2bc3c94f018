/** Search history kept on this device only, newest first, without duplicates. */
const key = 'searchHistory';
const max = 10;

export function readHistory(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, max) : [];
  } catch {
    // Unreadable or blocked storage: start with an empty history.
    return [];
  }
}

function write(list: string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the search still works, only the history is not kept.
  }
}

export function addToHistory(keyword: string): string[] {
  const list = [keyword, ...readHistory().filter((k) => k !== keyword)].slice(0, max);
  write(list);
  return list;
}

export function clearHistory(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
