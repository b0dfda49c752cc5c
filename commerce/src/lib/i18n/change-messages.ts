import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages of a booking change (the desk's "change date, time or party"), in the admin's language. */
export const CHANGE_MESSAGES = {
  "change.booking_changed": {
    es: () =>
      "Esta reserva ha cambiado mientras la modificabas (otro cambio, una cancelación o un check-in). Vuelve a abrirla y repite el cambio.",
    en: () =>
      "This booking changed while you were changing it (another change, a cancellation or a check-in). Open it again and repeat the change.",
  },
  "change.busy": {
    es: () =>
      "Otra operación está cambiando este pedido ahora mismo. Inténtalo de nuevo en unos segundos.",
    en: () => "Another operation is changing this order right now. Try again in a few seconds.",
  },
  "change.nothing_to_change": {
    es: () => "La reserva ya tiene esa fecha, hora y viajeros: no hay nada que cambiar.",
    en: () => "The booking already has that date, time and party: there is nothing to change.",
  },
  "change.booking_cancelled": {
    es: () => "Esta reserva está cancelada: no se puede cambiar.",
    en: () => "This booking is cancelled: it cannot be changed.",
  },
  "change.booking_checked_in": {
    es: () => "Esta reserva ya se registró en el punto de encuentro: no se puede cambiar.",
    en: () => "This booking is already checked in at the meeting point: it cannot be changed.",
  },
  "change.slot_started": {
    es: () => "La actividad de esta reserva ya empezó: no se puede cambiar.",
    en: () => "This booking's activity has already started: it cannot be changed.",
  },
  "change.other_experience": {
    es: () =>
      "Solo se puede cambiar a otra fecha u hora de la misma experiencia y opción. Para otra experiencia, cancela la reserva y haz una nueva.",
    en: () =>
      "A booking can only move to another date or time of the same experience and option. For another experience, cancel the booking and book again.",
  },
  "change.refund_unavailable": {
    es: (p) =>
      `El cambio baja el precio en ${p.amount}, pero ningún pago del pedido puede devolver esa cantidad entera. Cancela la reserva con su reembolso y haz una nueva.`,
    en: (p) =>
      `The change lowers the price by ${p.amount}, but no payment of the order can give that whole amount back. Cancel the booking with its refund and book again.`,
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
