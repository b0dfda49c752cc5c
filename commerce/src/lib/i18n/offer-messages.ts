/**
 * Messages of sending a custom offer (the admin's 'send offer' and the
 * offer's cart), by stable code under the `offer.` prefix, merged into the
 * catalogue of messages.ts. Amounts come formatted ("249.99 EUR").
 */
type Params = Record<string, string | number>

export const OFFER_MESSAGES = {
  "offer.already_sent": {
    es: (p: Params) =>
      `Ya se envió una oferta para esta solicitud y sigue vigente hasta ${p.expires_at} (UTC). No se ha creado otra.`,
    en: (p: Params) =>
      `An offer was already sent for this request and is valid until ${p.expires_at} (UTC). No other one was created.`,
  },
  "offer.request_closed": {
    es: () => "Esta solicitud ya está cerrada (ganada o perdida): no se puede enviar otra oferta.",
    en: () => "This request is already closed (won or lost): no other offer can be sent.",
  },
  "offer.price_invalid": {
    es: () => "El precio debe ser mayor que cero, con dos decimales como mucho.",
    en: () => "The price must be greater than zero, with at most two decimals.",
  },
  "offer.price_too_high": {
    es: (p: Params) =>
      `El precio no puede superar ${p.max} (diez veces el precio de catálogo de ${p.list}).`,
    en: (p: Params) =>
      `The price cannot be more than ${p.max} (ten times the catalogue price of ${p.list}).`,
  },
  "offer.price_indivisible": {
    es: (p: Params) =>
      `Este total no se puede repartir en partes iguales entre los viajeros de cada tarifa. Prueba con ${p.below} o ${p.above}.`,
    en: (p: Params) =>
      `This total cannot be split evenly among the travellers of each rate. Try ${p.below} or ${p.above}.`,
  },
  "offer.currency_unavailable": {
    es: () => "No vendemos en esta moneda.",
    en: () => "We do not sell in this currency.",
  },
  "offer.slot_not_of_experience": {
    es: () => "Este horario no pertenece a la experiencia elegida.",
    en: () => "This time slot does not belong to the chosen experience.",
  },
  "offer.slot_too_soon": {
    es: () =>
      "Este horario empieza demasiado pronto para que el viajero pueda pagar: elige uno que empiece dentro de más de una hora.",
    en: () =>
      "This time slot starts too soon for the traveller to pay: choose one that starts more than an hour from now.",
  },
  "offer.cart_locked": {
    es: () =>
      "Este carrito es una oferta personalizada: su contenido y su precio no se pueden cambiar. Págala desde el enlace del correo.",
    en: () =>
      "This cart is a custom offer: its contents and price cannot be changed. Pay for it from the link in the e-mail.",
  },
}
