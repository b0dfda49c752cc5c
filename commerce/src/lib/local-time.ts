import type { Locale } from "./i18n/messages"
import { cachedFormat, localParts, localTime } from "../modules/booking/zoned-time"

/**
 * Local dates and times for the house: the zone arithmetic of slots comes
 * from the booking module (modules/booking/zoned-time.ts, the one time-zone
 * truth), and the formatting for travellers lives here.
 */
export {
  type LocalParts,
  instantOf,
  localDate,
  localParts,
  localTime,
  slotTimes,
  zonedFields,
  zonedInstant,
} from "../modules/booking/zoned-time"

/** The minutes `minutes` before an instant, as a local time (HH:MM) in a zone: a pickup before its slot's start. */
export const localTimeBefore = (instant: Date | string, minutes: number, timeZone: string) =>
  localTime(new Date(new Date(instant).getTime() - minutes * 60_000), timeZone)

/** How an instant is written for travellers. */
export type LocalStyle = "full" | "deadline" | "time"

const STYLES: Record<LocalStyle, Intl.DateTimeFormatOptions> = {
  full: {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  },
  deadline: { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" },
  time: { hour: "2-digit", minute: "2-digit" },
}

/**
 * An instant written in a zone for travellers (screens, e-mails, vouchers,
 * manifests), in their language, with the zone named (its offset, e.g. GMT+1).
 */
export function formatLocal(
  instant: Date | string,
  timeZone: string,
  locale: Locale,
  style: LocalStyle = "full",
) {
  return cachedFormat(
    `${style}|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
        ...STYLES[style],
        hourCycle: "h23",
        timeZone,
        timeZoneName: "short",
      }),
  ).format(new Date(instant))
}

/**
 * A zone as a page says it once, with its offset at an instant from the one
 * time-zone truth: "Asia/Riyadh (GMT+3)", "Asia/Kolkata (GMT+5:30)". Admin
 * screens show it as is: the browser's time-zone data may disagree.
 */
export function zoneLabel(timeZone: string, at: Date | string) {
  const minutes = localParts(at, timeZone).offset_minutes
  const abs = Math.abs(minutes)
  const mm = abs % 60 ? `:${String(abs % 60).padStart(2, "0")}` : ""
  const offset = minutes ? `${minutes < 0 ? "-" : "+"}${Math.floor(abs / 60)}${mm}` : ""
  return `${timeZone} (GMT${offset})`
}
