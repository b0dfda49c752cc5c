import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages of the booking desk (admin: Bookings and the booking page), in the admin's language. */
export const DESK_MESSAGES = {
  "desk.booking_not_found": {
    es: () => "No encontramos esa reserva.",
    en: () => "We could not find that booking.",
  },
  "desk.booking_cancelled": {
    es: (p) => `La reserva ${p.reference} ya está cancelada.`,
    en: (p) => `Booking ${p.reference} is already cancelled.`,
  },
  "desk.booking_checked_in": {
    es: (p) =>
      `La reserva ${p.reference} ya está registrada en el punto de encuentro: deshaz el check-in antes de cancelarla.`,
    en: (p) =>
      `Booking ${p.reference} is already checked in at the meeting point: undo the check-in before cancelling it.`,
  },
  "desk.refund_too_high": {
    es: (p) =>
      `El reembolso no puede superar ${p.max}: lo pagado por esta reserva y aún no devuelto.`,
    en: (p) =>
      `The refund cannot be more than ${p.max}: what was paid for this booking and not yet refunded.`,
  },
  "desk.amount_required": {
    es: () => "Indica el importe del reembolso.",
    en: () => "Enter the refund amount.",
  },
  "desk.voucher_recently_sent": {
    es: (p) => `El bono ya se reenvió a las ${p.at}; espera un minuto para reenviarlo otra vez.`,
    en: (p) => `The voucher was resent at ${p.at}; wait a minute to resend it again.`,
  },
  "desk.nothing_due": {
    es: () => "Este pedido no tiene nada pendiente de pago.",
    en: () => "This order has nothing left to pay.",
  },
  "desk.order_cancelled": {
    es: () => "Este pedido está cancelado.",
    en: () => "This order is cancelled.",
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
