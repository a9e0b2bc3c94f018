/** Bytes as staff read them: 812 B, 45.3 KB, 12.8 MB, 1.20 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toFixed(i === 2 ? 2 : 1)} ${units[i]}`;
}
