/** CSV for spreadsheets: RFC 4180 quoting, and cells a spreadsheet would run as a formula are defused. */

/** A cell starting with = + - @ (or a tab / carriage return) is read as a formula by Excel and others: prefix it with '. */
export function csvCell(v: string | number | null | undefined): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: a UTF-8 byte order mark (so Excel reads Chinese), CRLF line ends. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
