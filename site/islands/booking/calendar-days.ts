import { addDays, type CalendarDay } from "./MonthCalendar"

/**
 * The calendar's days with one more month drawn in: every day from `first` to `last` past (before
 * `today`) or closed, then the days the availability route answered for it over those.
 */
export function withMonth(
  days: ReadonlyMap<string, CalendarDay>,
  month: { first: string; last: string; today: string },
  answered: CalendarDay[],
): Map<string, CalendarDay> {
  const next = new Map(days)
  for (let d = month.first; d <= month.last; d = addDays(d, 1)) {
    next.set(
      d,
      d < month.today
        ? { date: d, status: "past", price_from: null }
        : { date: d, status: "closed", price_from: null },
    )
  }
  for (const day of answered) next.set(day.date, day)
  return next
}

/** The available dates of a month (`YYYY-MM-01`) among the days drawn, in order. */
export function openDates(days: ReadonlyMap<string, CalendarDay>, month: string): string[] {
  return [...days.values()]
    .filter((d) => d.status === "available" && d.date.startsWith(month.slice(0, 7)))
    .map((d) => d.date)
    .sort()
}
