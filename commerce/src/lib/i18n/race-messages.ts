import type { Locale } from "./messages"

type Params = Record<string, string | number>

/**
 * Messages of what a traveller meets when two of their own requests cross
 * (two tabs, a double click) or when a request tries to write what only the
 * shop writes: each names what happened, never a generic form error.
 */
export const RACE_MESSAGES = {
  metadata_reserved: {
    es: (p) => `Este dato lo guarda la tienda y no se puede enviar: «${p.key}».`,
    en: (p) => `The shop keeps this itself and it cannot be sent: "${p.key}".`,
  },
  extra_repeated: {
    es: (p) =>
      `El extra «${p.code}» aparece más de una vez. Indícalo una sola vez, con la cantidad que quieras.`,
    en: (p) =>
      `The extra "${p.code}" is listed more than once. List it once, with the quantity you want.`,
  },
  order_busy: {
    es: () => "Este pedido se está actualizando. Inténtalo de nuevo en unos segundos.",
    en: () => "This order is being updated. Please try again in a few seconds.",
  },
  departure_busy: {
    es: () => "Esta salida ya se está cancelando. Inténtalo de nuevo en unos segundos.",
    en: () => "This departure is already being cancelled. Please try again in a few seconds.",
  },
  offer_busy: {
    es: () => "Esta oferta ya se está enviando. Inténtalo de nuevo en unos segundos.",
    en: () => "This offer is already being sent. Please try again in a few seconds.",
  },
  resource_busy: {
    es: () => "Esto se está actualizando en este momento. Inténtalo de nuevo en unos segundos.",
    en: () => "This is being updated right now. Please try again in a few seconds.",
  },
  cart_changed_while_completing: {
    es: () =>
      "Tu carrito ha cambiado mientras confirmabas la reserva. Revisa el carrito y vuelve a confirmar.",
    en: () =>
      "Your cart changed while you were confirming. Please review your cart and confirm again.",
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
