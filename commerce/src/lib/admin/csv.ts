/**
 * CSV for spreadsheets (RFC 4180, CRLF, a BOM so Excel reads UTF-8). A cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe: a traveller's name such as
 * `=HYPERLINK(...)` stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`
}
