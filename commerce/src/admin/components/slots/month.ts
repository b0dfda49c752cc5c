/** Month arithmetic of the calendar, on YYYY-MM and YYYY-MM-DD strings (no time zones involved). */
const pad = (n: number) => String(n).padStart(2, "0")

export const monthOf = (date: string) => date.slice(0, 7)

export function shiftMonth(month: string, by: number) {
  const [y, m] = month.split("-").map(Number)
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}

/** First and last day of a month. */
export function monthRange(month: string) {
  const [y, m] = month.split("-").map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${pad(last)}` }
}

/** The month's days in weeks starting on Monday; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const { to } = monthRange(month)
  const days = Number(to.slice(8))
  const [y, m] = month.split("-").map(Number)
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [...Array(lead).fill(null)]
  for (let d = 1; d <= days; d++) cells.push(`${month}-${pad(d)}`)
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

export const isMonth = (value: string | null): value is string =>
  !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
