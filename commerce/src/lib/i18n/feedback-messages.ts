import type { Locale } from "./messages"

type Params = Record<string, string | number>

/**
 * Messages of what the public writes to the shop (reviews, custom-offer
 * requests, contact messages) and of the admin's tools for them. Field
 * messages carry the field's name in `params.field` for the form to place.
 */
export const FEEDBACK_MESSAGES = {
  field_required: {
    es: () => "Campo Requerido",
    en: () => "Required field",
  },
  field_too_long: {
    es: (p) => `Escribe como máximo ${p.max} caracteres.`,
    en: (p) => `Write at most ${p.max} characters.`,
  },
  field_too_short: {
    es: (p) => `Escribe al menos ${p.min} caracteres.`,
    en: (p) => `Write at least ${p.min} characters.`,
  },
  field_invalid: {
    es: () => "Este formato no es correcto.",
    en: () => "This format is not correct.",
  },
  review_booking_not_found: {
    es: () => "No encontramos ninguna reserva con esa referencia y ese correo electrónico.",
    en: () => "We could not find a booking with that reference and e-mail address.",
  },
  review_not_travelled: {
    es: () => "Podrás escribir tu opinión cuando termine la actividad.",
    en: () => "You can write your review once the activity has ended.",
  },
  review_booking_cancelled: {
    es: () => "Esta reserva se canceló: no se puede opinar sobre ella.",
    en: () => "This booking was cancelled, so it cannot be reviewed.",
  },
  review_already_written: {
    es: () => "Ya escribiste una opinión sobre esta reserva. ¡Gracias!",
    en: () => "You have already reviewed this booking. Thank you!",
  },
  review_not_found: {
    es: () => "No encontramos esta opinión.",
    en: () => "We could not find this review.",
  },
  review_reason_required: {
    es: () => "Indica por qué ocultas esta opinión.",
    en: () => "Say why you are hiding this review.",
  },
  offer_request_not_found: {
    es: () => "No encontramos esta solicitud de oferta.",
    en: () => "We could not find this custom-offer request.",
  },
  offer_dates_invalid: {
    es: () =>
      "La fecha de vuelta no puede ser anterior a la de ida, y las fechas deben estar en los próximos dos años.",
    en: () =>
      "The end date cannot be before the start date, and the dates must be within the next two years.",
  },
  offer_group_empty: {
    es: () => "Indica al menos un adulto o un viajero.",
    en: () => "Add at least one adult or traveller.",
  },
  offer_price_required: {
    es: () => "Indica el precio de la oferta.",
    en: () => "Enter the price of the offer.",
  },
  offer_status_invalid: {
    es: (p) => `Una solicitud en estado «${p.from}» no puede pasar a «${p.to}».`,
    en: (p) => `A request in state "${p.from}" cannot move to "${p.to}".`,
  },
  contact_too_fast: {
    es: () => "Tómate un momento para revisar tu mensaje y vuelve a enviarlo.",
    en: () => "Please take a moment to check your message, then send it again.",
  },
  contact_message_not_found: {
    es: () => "No encontramos este mensaje.",
    en: () => "We could not find this message.",
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
