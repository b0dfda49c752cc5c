import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import type { ExperienceSpec } from "../../src/scripts/seed/types"

/**
 * The instant written as a wall clock in a zone, by the runtime's Intl alone:
 * what every screen, e-mail, voucher and manifest must show for a slot.
 */
const formats = new Map<string, Intl.DateTimeFormat>()
export function wall(instant: string | Date, timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    formats.set(timeZone, format)
  }
  const p = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]),
  )
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** A Madrid experience whose schedule crosses the spring change and names a skipped wall clock (02:30). */
export const MADRID_DST: ExperienceSpec = {
  ...SKELETON_EXPERIENCE,
  handle: "madrid-dst-property",
  title: "Paseo nocturno por Madrid",
  city: "madrid",
  timezone: "Europe/Madrid",
  options: [
    {
      ...SKELETON_EXPERIENCE.options[0],
      schedules: [
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          start_times: ["02:30", "10:00"],
          duration_minutes: 60,
          capacity: 10,
        },
      ],
    },
  ],
}

/** A Bahia Palace-like visit in Casablanca's zone at 09:00. */
export const CASABLANCA: ExperienceSpec = {
  ...SKELETON_EXPERIENCE,
  handle: "palacio-bahia-property",
  title: "Palacio de la Bahía",
  city: "marrakech",
  timezone: "Africa/Casablanca",
  start_time: "09:00",
  end_time: "11:00",
  options: [
    {
      ...SKELETON_EXPERIENCE.options[0],
      schedules: [
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          start_times: ["09:00"],
          duration_minutes: 120,
          capacity: 10,
        },
      ],
    },
  ],
}
