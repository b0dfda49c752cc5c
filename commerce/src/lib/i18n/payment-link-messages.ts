import { formatLinkInstant } from "../payment-link"
import type { Locale } from "./messages"

type Params = Record<string, string | number>

/**
 * Messages of payment links (the pay-later follow-up's "send payment link"):
 * why no link can be made now. `at` is an ISO instant and `timezone` the
 * experience's zone, written here in the reader's language.
 */
export const PAYMENT_LINK_MESSAGES = {
  payment_link_not_found: {
    es: () => "No encontramos ese enlace de pago.",
    en: () => "We could not find that payment link.",
  },
  payment_link_nothing_due: {
    es: () =>
      "Este pedido no tiene nada pendiente de pago: sus reservas están canceladas o pagadas.",
    en: () => "This order has nothing left to pay: its bookings are cancelled or paid.",
  },
  payment_link_starts_too_soon: {
    es: (p) =>
      `La actividad empieza el ${formatLinkInstant(String(p.at), String(p.timezone), "es")}: un enlace de pago debe poder pagarse al menos 30 minutos antes, así que ya no se puede enviar. Cobra el pago en el punto de encuentro o cancela la reserva.`,
    en: (p) =>
      `The activity starts at ${formatLinkInstant(String(p.at), String(p.timezone), "en")}, less than 30 minutes of payment time are left before it, so no payment link can be sent. Take the payment at the meeting point or cancel the booking.`,
  },
  payment_link_free_cancellation_ends: {
    es: (p) =>
      `La cancelación gratuita termina el ${formatLinkInstant(String(p.at), String(p.timezone), "es")}: un enlace de pago debe caducar antes, y quedan menos de 30 minutos. Envíalo cuando haya terminado.`,
    en: (p) =>
      `Free cancellation ends at ${formatLinkInstant(String(p.at), String(p.timezone), "en")}: a payment link must expire before it, and less than 30 minutes are left. Send it once free cancellation has ended.`,
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
