/** A local time ("HH:MM") as minutes after midnight. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number)
  return h * 60 + m
}

/** Time-of-day buckets of the listing filter, as local start times (minutes after midnight). */
export const TIME_OF_DAY_RANGES: Record<string, [number, number]> = {
  morning: [minutesOf("05:00"), minutesOf("11:59")],
  afternoon: [minutesOf("12:00"), minutesOf("15:29")],
  evening: [minutesOf("15:30"), minutesOf("19:29")],
  night: [minutesOf("19:30"), minutesOf("23:59")],
}

/** The time-of-day bucket a local start time falls in ("04:30" counts as night). */
export function timeOfDayOf(time: string) {
  const minutes = minutesOf(time)
  return (
    Object.entries(TIME_OF_DAY_RANGES).find(
      ([, [from, to]]) => minutes >= from && minutes <= to,
    )?.[0] ?? "night"
  )
}
