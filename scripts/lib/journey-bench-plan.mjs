/**
 * bench:journey's plan, made at run time from the Store API: which experience and which dates of
 * one calendar month the run clicks and adds on, so that every add of the run finds its seats on a
 * product others have used (the e2e suite, earlier runs), on any day (issue 27.10). Pure: the
 * bench (scripts/bench-journey.mjs) fetches the days and follows the plan.
 */

/** Adds each date of the plan takes: the bench's own loop (date clicks spread over the adds), replayed. */
export function addsPerDate(dateCount, runs, dateClicks) {
  const adds = new Array(dateCount).fill(0)
  let clicks = 0
  for (let i = 0; i < runs; i++) {
    while (clicks < Math.ceil((dateClicks * (i + 1)) / runs)) clicks++
    // The add books the date clicked last: dates[clicks % dateCount] (see bench-journey.mjs).
    adds[clicks % dateCount]++
  }
  return adds
}

/**
 * Whether a date's answer (the day route's options and slots) takes `adds` adds as the picker
 * makes them (its first choice: the first option with a free slot, that slot, two adults or one
 * item), each with the whole party: the path measured stays the same add after add.
 */
export function takesAdds(day, adds) {
  const options = day.options.map((o) => ({ ...o, slots: o.slots.map((s) => ({ ...s })) }))
  for (let n = 0; n < adds; n++) {
    const option = options.find((o) => o.slots.some((s) => s.seats_left > 0))
    const slot = option?.slots.find((s) => s.seats_left > 0)
    if (!slot) return false
    const party = option.pricing_type === "per_item" ? 1 : 2
    if (slot.seats_left < party) return false
    slot.seats_left -= party
  }
  return true
}

/**
 * The dates of one month's answer (`days`, in date order) the run can use: from `earliest` on
 * (never today or tomorrow, where a slot may be about to start), each taking the adds that fall on
 * it. Null when fewer than `minDates` remain.
 */
export function roomyDates(days, { earliest, runs, dateClicks, minDates = 3 }) {
  let chosen = days.filter((d) => d.date >= earliest && takesAdds(d, 1))
  for (let round = 0; round < 10 && chosen.length >= minDates; round++) {
    const adds = addsPerDate(chosen.length, runs, dateClicks)
    const kept = chosen.filter((d, i) => takesAdds(d, adds[i]))
    if (kept.length === chosen.length) return chosen.map((d) => d.date)
    chosen = kept
  }
  return null
}

/** A YYYY-MM-DD date moved by `days` (UTC calendar arithmetic). */
export function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** The calendar months to look in, from `from` on: each `{ from, to }` within one month (the days route takes 31 days). */
export function monthWindows(from, months = 3) {
  const windows = []
  let start = from
  for (let i = 0; i < months; i++) {
    const d = new Date(`${start.slice(0, 7)}-01T00:00:00Z`)
    d.setUTCMonth(d.getUTCMonth() + 1)
    const next = d.toISOString().slice(0, 10)
    windows.push({ from: start, to: addDays(next, -1) })
    start = next
  }
  return windows
}
