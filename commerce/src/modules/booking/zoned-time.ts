/**
 * The one time-zone truth of the house. A slot is an instant plus its
 * experience's IANA zone; its local date and time are derived here, from the
 * JavaScript runtime's time-zone database (Intl), and nowhere else: the
 * database never converts zones (its tzdata can disagree with the runtime's,
 * as it did for Africa/Casablanca), and the storefront shows the local date
 * and time the API answers instead of converting in the browser. It lives in
 * the booking module, which stores slots and imports nothing of the app;
 * commerce/src/lib/local-time.ts re-exports it beside the formatting for travellers.
 */

/** A wall clock in a zone: `date` YYYY-MM-DD, `time` HH:MM (24 h), `offset_minutes` ahead of UTC. */
export type LocalParts = { date: string; time: string; offset_minutes: number }

type Fields = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** One formatter per zone and style: building one costs far more than using it (a month lists many slots). */
const formats = new Map<string, Intl.DateTimeFormat>()
export function cachedFormat(key: string, build: () => Intl.DateTimeFormat) {
  let format = formats.get(key)
  if (!format) formats.set(key, (format = build()))
  return format
}

const partsFormat = (timeZone: string) =>
  cachedFormat(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  )

/** The wall-clock fields of an instant in a zone. */
export function zonedFields(instant: Date, timeZone: string): Fields {
  const parts = partsFormat(timeZone).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  }
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string) {
  const p = zonedFields(new Date(instant), timeZone)
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant / 1000) * 1000
  )
}

/**
 * The instant a wall clock in a zone names: the later offset when the clock
 * repeats (autumn), and the time moved on by the gap when it is skipped
 * (spring: 02:30 on the night clocks jump from 02:00 to 03:00 is 03:30).
 */
export function zonedInstant(p: Fields, timeZone: string): Date {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  const first = wall - offsetAt(wall, timeZone)
  const second = wall - offsetAt(first, timeZone)
  // In a gap neither guess reads back as the wall clock: the earlier offset moves it past the gap.
  if (zonedWall(second, timeZone) !== wall && zonedWall(first, timeZone) !== wall)
    return new Date(Math.max(first, second))
  return new Date(second)
}

const zonedWall = (instant: number, timeZone: string) => {
  const p = zonedFields(new Date(instant), timeZone)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
}

const pad = (n: number) => String(n).padStart(2, "0")

/** An instant's local date, time and offset in a zone. */
export function localParts(instant: Date | string, timeZone: string): LocalParts {
  const at = new Date(instant)
  const p = zonedFields(at, timeZone)
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    offset_minutes: Math.round(offsetAt(at.getTime(), timeZone) / 60_000),
  }
}

/** An instant's local calendar date (YYYY-MM-DD) in a zone. */
export const localDate = (instant: Date | string, timeZone: string) =>
  localParts(instant, timeZone).date

/** An instant's local time (HH:MM, 24 h) in a zone. */
export const localTime = (instant: Date | string, timeZone: string) =>
  localParts(instant, timeZone).time

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) in a zone (see zonedInstant for gaps and repeats). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number)
  const [hour, minute] = time.split(":").map(Number)
  return zonedInstant({ year, month, day, hour, minute, second: 0 }, timeZone)
}

/** A slot's start and end from its local date and time and its length, with the local fields read back from the start. */
export function slotTimes(date: string, time: string, durationMinutes: number, timeZone: string) {
  const starts_at = instantOf(date, time, timeZone)
  const local = localParts(starts_at, timeZone)
  return {
    starts_at,
    ends_at: new Date(starts_at.getTime() + durationMinutes * 60_000),
    local_date: local.date,
    local_time: local.time,
  }
}
