/**
 * Messages of the day manifest and check-in (`admin.manifest.*`), merged
 * into the catalogue of messages.ts. Dates and times are the experience's
 * local ones (lib/local-time.ts), written in the admin's language with the
 * zone named: `starts_at`, `checked_in_at` are instants, `timezone` the
 * experience's zone, `date` a local date (YYYY-MM-DD).
 */
import { formatLocal } from "../local-time"
import type { Locale } from "./messages"

type Params = Record<string, string | number>

const at = (p: Params, key: string, locale: Locale) =>
  formatLocal(String(p[key]), String(p.timezone), locale)
const day = (date: unknown, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${String(date)}T12:00:00Z`))

export const MANIFEST_MESSAGES = {
  "admin.manifest.booking_not_found": {
    es: (p: Params) => `No hay ninguna reserva con la referencia ${p.reference}.`,
    en: (p: Params) => `There is no booking with reference ${p.reference}.`,
  },
  "admin.manifest.already_checked_in": {
    es: (p: Params) =>
      `La reserva ${p.reference} ya se registró el ${at(p, "checked_in_at", "es")}. No la dejes pasar dos veces.`,
    en: (p: Params) =>
      `Booking ${p.reference} was already checked in on ${at(p, "checked_in_at", "en")}. Do not let it in twice.`,
  },
  "admin.manifest.booking_cancelled": {
    es: (p: Params) =>
      `La reserva ${p.reference} está cancelada (era para el ${at(p, "starts_at", "es")}). No puede pasar.`,
    en: (p: Params) =>
      `Booking ${p.reference} is cancelled (it was for ${at(p, "starts_at", "en")}). Do not let it in.`,
  },
  "admin.manifest.order_cancelled": {
    es: (p: Params) =>
      `El pedido de la reserva ${p.reference} está cancelado (era para el ${at(p, "starts_at", "es")}). No puede pasar.`,
    en: (p: Params) =>
      `The order of booking ${p.reference} is cancelled (it was for ${at(p, "starts_at", "en")}). Do not let it in.`,
  },
  "admin.manifest.booking_refunded": {
    es: (p: Params) =>
      `La reserva ${p.reference} está reembolsada (era para el ${at(p, "starts_at", "es")}). No puede pasar.`,
    en: (p: Params) =>
      `Booking ${p.reference} was refunded (it was for ${at(p, "starts_at", "en")}). Do not let it in.`,
  },
  "admin.manifest.booking_other_date": {
    es: (p: Params) =>
      `La reserva ${p.reference} es para el ${at(p, "starts_at", "es")}, no para el ${day(p.date, "es")}.`,
    en: (p: Params) =>
      `Booking ${p.reference} is for ${at(p, "starts_at", "en")}, not for ${day(p.date, "en")}.`,
  },
  "admin.manifest.booking_unpaid": {
    es: (p: Params) =>
      `La reserva ${p.reference} no está pagada (pago pendiente). Cobra antes o confirma para registrarla igualmente.`,
    en: (p: Params) =>
      `Booking ${p.reference} is not paid (payment pending). Take the payment first, or confirm to check it in anyway.`,
  },
  "admin.manifest.not_checked_in": {
    es: (p: Params) => `La reserva ${p.reference} no está registrada: no hay nada que deshacer.`,
    en: (p: Params) => `Booking ${p.reference} is not checked in: there is nothing to undo.`,
  },
}
