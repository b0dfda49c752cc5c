import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages of the booking lifecycle: Medusa's own admin order actions on orders with bookings. */
export const LIFECYCLE_MESSAGES = {
  "admin.order.booking_changes_refused": {
    es: () =>
      "Este pedido tiene reservas: no se puede editar, ni abrir una reclamación, un cambio o una devolución desde el pedido. Para cambiar o cancelar una reserva, ábrela en el mostrador de reservas (su referencia en el pedido).",
    en: () =>
      "This order has bookings: it cannot be edited, claimed, exchanged or returned from the order. To change or cancel a booking, open it at the booking desk (its reference on the order).",
  },
  "admin.refund.reason_required": {
    es: (p) =>
      `Este pedido tiene reservas activas: elige el motivo del reembolso, «${p.cancel_es}» (cancela las reservas que cubre el reembolso y libera sus plazas) o «${p.goodwill_es}» (las reservas siguen en pie).`,
    en: (p) =>
      `This order has live bookings: choose the refund reason, "${p.cancel_en}" (cancels the bookings the refund covers and frees their seats) or "${p.goodwill_en}" (the bookings stay).`,
  },
  "admin.refund.covers_no_booking": {
    es: (p) =>
      `Un reembolso que cancela reservas debe cubrir al menos una reserva entera (la más barata: ${p.amount}).`,
    en: (p) =>
      `A refund that cancels bookings must cover at least one whole booking (the cheapest: ${p.amount}).`,
  },
  "admin.refund.more_than_kept": {
    es: (p) => `No se puede reembolsar más de lo cobrado y aún no devuelto (${p.amount}).`,
    en: (p) => `A refund cannot be more than what was captured and not yet refunded (${p.amount}).`,
  },
  "admin.order.booking_checked_in": {
    es: () =>
      "Este pedido tiene una reserva ya registrada en el punto de encuentro: no se puede cancelar.",
    en: () =>
      "This order has a booking already checked in at the meeting point: it cannot be cancelled.",
  },
  "admin.order.mark_paid_at_desk": {
    es: () =>
      "Este pedido tiene reservas y su pago posterior ya está registrado, pendiente de cobro: para anotar lo cobrado (efectivo, transferencia o datáfono) usa «Marcar como pagada» en el mostrador de reservas, que guarda el método y la referencia, o «Capturar pago» en el pago del pedido.",
    en: () =>
      'This order has bookings and its pay-later payment is already recorded, waiting to be collected: to record what was collected (cash, bank transfer or card terminal) use "Mark paid" at the booking desk, which keeps the method and reference, or "Capture payment" on the order\'s payment.',
  },
  "order.line.cancellation_penalty": {
    es: (p) => `Penalización por cancelación · ${p.experience}`,
    en: (p) => `Cancellation penalty · ${p.experience}`,
  },
  "order.credit.goodwill": {
    es: () => "Gesto comercial",
    en: () => "Goodwill",
  },
  "order.credit.cancellation": {
    es: () => "Devuelto al cancelar",
    en: () => "Given back on cancellation",
  },
  "admin.order.already_cancelled": {
    es: () => "Este pedido ya está cancelado.",
    en: () => "This order is already cancelled.",
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
