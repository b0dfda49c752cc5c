import { cancellationDeadline } from "./cancellation-deadline"
import type { Locale } from "./i18n/messages"

export type CancellationPolicy =
  | { type: "free"; hours: number }
  | { type: "non_refundable" }
  | { type: "penalty"; percent: number; days: number; hours: number; minutes: number }

/** One formatter per language and time zone (building one costs far more than using it). */
const deadlineFormats = new Map<string, Intl.DateTimeFormat>()
function deadlineFormat(locale: Locale, timeZone: string) {
  const key = `${locale} ${timeZone}`
  let format = deadlineFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    })
    deadlineFormats.set(key, format)
  }
  return format
}

/**
 * What a slot's cancellation policy means for the traveller: until when
 * cancelling is free (an instant, and that instant written in the
 * experience's time zone and the visitor's language).
 */
export function describeCancellation(
  policy: CancellationPolicy,
  startsAt: Date,
  timeZone: string,
  locale: Locale,
) {
  if (policy.type === "non_refundable") {
    return {
      type: policy.type,
      free_until: null,
      text: locale === "es" ? "No reembolsable" : "Non-refundable",
    }
  }
  const until = cancellationDeadline(policy, startsAt, timeZone)!
  const when = deadlineFormat(locale, timeZone).format(until)
  const text =
    policy.type === "free"
      ? locale === "es"
        ? `Cancelación gratuita hasta el ${when}`
        : `Free cancellation until ${when}`
      : locale === "es"
        ? `Cancelación gratuita hasta el ${when}; después se cobra el ${policy.percent} %`
        : `Free cancellation until ${when}; after that a ${policy.percent}% fee applies`
  return { type: policy.type, free_until: until.toISOString(), text }
}
