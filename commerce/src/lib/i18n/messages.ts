/**
 * Every message the commerce API sends to a traveller, by stable code, in the
 * languages the storefront offers. Spanish is the default; the copy follows
 * the product spec where it gives one.
 */
import { FEEDBACK_MESSAGES } from "./feedback-messages"

export const LOCALES = ["es", "en"] as const
export type Locale = (typeof LOCALES)[number]

import { ADMIN_MESSAGES } from "./messages-admin"
import { MANIFEST_MESSAGES } from "./manifest-messages"
import { OFFER_MESSAGES } from "./offer-messages"
import { COMBO_MESSAGES } from "./combo-messages"
import { RACE_MESSAGES } from "./race-messages"
import { LIFECYCLE_MESSAGES } from "./lifecycle-messages"
import { PAYMENT_LINK_MESSAGES } from "./payment-link-messages"
import { CHANGE_MESSAGES } from "./change-messages"
import { DESK_MESSAGES } from "./desk-messages"
import { SLOT_RULE_MESSAGES } from "./messages-slots"

type Params = Record<string, string | number>
type Catalogue = Record<string, Record<Locale, (p: Params) => string>>

export const MESSAGES = {
  not_enough_seats: {
    es: (p) =>
      Number(p.remaining) === 1
        ? "No hay plazas suficientes: solo queda 1 plaza para este horario."
        : Number(p.remaining) === 0
          ? "No quedan plazas para este horario."
          : `No hay plazas suficientes: solo quedan ${p.remaining} plazas para este horario.`,
    en: (p) =>
      Number(p.remaining) === 1
        ? "Not enough seats: only 1 seat is left for this time."
        : Number(p.remaining) === 0
          ? "There are no seats left for this time."
          : `Not enough seats: only ${p.remaining} seats are left for this time.`,
  },
  slot_not_found: {
    es: () => "Este horario no existe.",
    en: () => "This time slot does not exist.",
  },
  slot_closed: {
    es: () => "Este horario está cerrado y no admite reservas.",
    en: () => "This time slot is closed for booking.",
  },
  slot_in_past: {
    es: () => "Este horario ya ha empezado o ha pasado. Elige otra fecha.",
    en: () => "This time slot has already started. Please choose another date.",
  },
  experience_unavailable: {
    es: () => "Actividad no disponible",
    en: () => "Activity unavailable",
  },
  experience_not_found: {
    es: () => "No encontramos esta actividad.",
    en: () => "We could not find this activity.",
  },
  no_travellers: {
    es: () => "Elige al menos un viajero.",
    en: () => "Choose at least one traveller.",
  },
  hold_expired: {
    es: () =>
      "Las plazas reservadas para tu carrito han caducado. Revisa el carrito antes de continuar.",
    en: () =>
      "The seats kept for your cart have expired. Please review your cart before continuing.",
  },
  cart_has_no_bookings: {
    es: () => "Tu carrito no tiene ninguna reserva.",
    en: () => "Your cart has no bookings.",
  },
  booking_not_found: {
    es: () => "Esta reserva ya no está en tu carrito.",
    en: () => "This booking is no longer in your cart.",
  },
  capacity_below_taken: {
    es: (p) => `La capacidad no puede ser menor que las ${p.taken} plazas ya reservadas.`,
    en: (p) => `Capacity cannot be lower than the ${p.taken} seats already taken.`,
  },
  no_options: {
    es: () => "No hay opción disponible",
    en: () => "No option available",
  },
  too_many_per_item: {
    es: (p) => `Máximo ${p.max} viajeros por unidad.`,
    en: (p) => `maximum ${p.max} travellers per item`,
  },
  band_not_offered: {
    es: () => "Esta opción no admite ese tipo de viajero.",
    en: () => "This option does not take that type of traveller.",
  },
  option_not_found: {
    es: () => "Esta opción no existe para la actividad.",
    en: () => "This option does not exist for the activity.",
  },
  extra_not_found: {
    es: (p) => `El extra «${p.code}» no existe para esta opción.`,
    en: (p) => `The extra "${p.code}" does not exist for this option.`,
  },
  pickup_point_not_found: {
    es: () => "Ese punto de recogida no existe para esta actividad.",
    en: () => "That pickup point does not exist for this activity.",
  },
  cart_needs_review: {
    es: () => "Algunas actividades han cambiado. Revisa tu carrito antes de confirmar.",
    en: () => "Some activities have changed. Please review your cart before confirming.",
  },
  currency_not_sold: {
    es: (p) => `No vendemos en ${p.currency}. Elige EUR, USD, AED o SAR.`,
    en: (p) => `We do not sell in ${p.currency}. Choose EUR, USD, AED or SAR.`,
  },
  invalid_date: {
    es: () => "Este formato no es correcto.",
    en: () => "This format is not correct.",
  },
  book_through_bookings: {
    es: () => "Las actividades se reservan eligiendo fecha, horario y viajeros.",
    en: () => "Activities are booked by choosing a date, a time and travellers.",
  },
  slot_exists: {
    es: () => "Ya hay un horario a esa hora para esta opción.",
    en: () => "There is already a slot at that time for this option.",
  },
  invalid_request: {
    es: () => "Revisa los datos enviados: faltan campos o alguno no es válido.",
    en: () => "Please check what was sent: some fields are missing or not valid.",
  },
  card_payments_off: {
    es: () => "El pago con tarjeta no está disponible ahora. Puedes reservar y pagar más tarde.",
    en: () => "Card payment is not available right now. You can reserve now and pay later.",
  },
  payment_not_found: {
    es: () => "No encontramos ese pago para este carrito.",
    en: () => "We could not find that payment for this cart.",
  },
  too_many_bookings: {
    es: (p) =>
      `Tu carrito ya tiene el máximo de ${p.max} reservas. Confirma o quita alguna antes de añadir otra.`,
    en: (p) =>
      `Your cart already has the maximum of ${p.max} bookings. Check out or remove one before adding another.`,
  },
  email_required: {
    es: () => "Indica tu correo electrónico antes de confirmar la reserva.",
    en: () => "Please enter your e-mail address before confirming the booking.",
  },
  infant_needs_adult: {
    es: () => "Un bebé solo puede reservar acompañado de al menos un adulto.",
    en: () => "An infant can only book together with at least one adult.",
  },
  paying_traveller_required: {
    es: () => "La reserva necesita al menos un adulto o un viajero que pague.",
    en: () => "A booking needs at least one adult or paying traveller.",
  },
  cart_completed: {
    es: () => "Este carrito ya se convirtió en un pedido. Empieza una nueva reserva.",
    en: () => "This cart has already become an order. Please start a new booking.",
  },
  cart_not_found: {
    es: () => "No encontramos tu carrito. Empieza una nueva reserva.",
    en: () => "We could not find your cart. Please start a new booking.",
  },
  cart_busy: {
    es: () => "Tu carrito se está actualizando. Inténtalo de nuevo en unos segundos.",
    en: () => "Your cart is being updated. Please try again in a few seconds.",
  },
  price_unavailable: {
    es: () => "Esta actividad no tiene precio en la moneda de tu carrito. Elige otra moneda.",
    en: () => "This activity has no price in your cart's currency. Please choose another currency.",
  },
  promo_unknown: {
    es: () => "Este código no existe.",
    en: () => "This code does not exist.",
  },
  promo_expired: {
    es: () => "Este código ha caducado.",
    en: () => "This code has expired.",
  },
  promo_minimum_spend: {
    es: (p) => `Este código requiere un importe mínimo de ${p.amount}.`,
    en: (p) => `This code needs a minimum spend of ${p.amount}.`,
  },
  promo_not_applicable: {
    es: () => "Este código no se puede aplicar a tu carrito.",
    en: () => "This code cannot be applied to your cart.",
  },
  promo_one_per_cart: {
    es: (p) => `Solo se puede usar un código por reserva. Quita ${p.current} para usar ${p.code}.`,
    en: (p) => `Only one code can be used per booking. Remove ${p.current} to use ${p.code}.`,
  },
  promo_used_up: {
    es: () => "Este código ya ha alcanzado su límite de usos.",
    en: () => "This code has reached its usage limit.",
  },
  promo_already_used: {
    es: () => "Ya has usado este código.",
    en: () => "You have already used this code.",
  },
  promo_removed: {
    es: () =>
      "Un código de descuento ya no se aplica a tu carrito y lo hemos quitado. Revisa el nuevo total antes de pagar.",
    en: () =>
      "A discount code no longer applies to your cart and we removed it. Check the new total before paying.",
  },
  date_out_of_range: {
    es: (p) => `Elige una fecha entre el ${p.from} y el ${p.to}.`,
    en: (p) => `Choose a date between ${p.from} and ${p.to}.`,
  },
  invalid_characters: {
    es: () => "Los datos enviados contienen caracteres no permitidos.",
    en: () => "What was sent contains characters that are not allowed.",
  },
  invalid_id: {
    es: () => "Este identificador no es correcto.",
    en: () => "This identifier is not correct.",
  },
  invalid_json: {
    es: () => "No pudimos leer los datos enviados: el JSON no es válido.",
    en: () => "We could not read what was sent: the JSON is not valid.",
  },
  payload_too_large: {
    es: () => "Los datos enviados son demasiado grandes.",
    en: () => "What was sent is too large.",
  },
  publishable_key_required: {
    es: () => "Falta una clave pública válida de la tienda (cabecera x-publishable-api-key).",
    en: () => "A valid publishable key of the store is missing (x-publishable-api-key header).",
  },
  unauthorized: {
    es: () => "Inicia sesión para continuar.",
    en: () => "Please log in to continue.",
  },
  forbidden: {
    es: () => "No tienes permiso para hacer esto.",
    en: () => "You are not allowed to do this.",
  },
  conflict: {
    es: () => "Otra operación ha cambiado estos datos a la vez. Inténtalo de nuevo.",
    en: () => "Another operation changed this at the same time. Please try again.",
  },
  duplicate: {
    es: () => "Ya existe un registro con esos datos.",
    en: () => "A record with these details already exists.",
  },
  payment_failed: {
    es: () =>
      "Lo sentimos, pero su pago no se ha procesado. Por favor, verifique su información y vuelva a intentarlo.",
    en: () => "Sorry, your payment was not processed. Please check your details and try again.",
  },
  service_unavailable: {
    es: () => "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
    en: () => "The service is unavailable right now. Please try again in a few minutes.",
  },
  fields_required: {
    es: () => "Todos los campos deben ser completados.",
    en: () => "All fields must be filled in.",
  },
  password_too_short: {
    es: () => "La contraseña debe tener al menos 8 caracteres.",
    en: () => "The password must be at least 8 characters long.",
  },
  passwords_do_not_match: {
    es: () => "Las contraseñas no coinciden.",
    en: () => "The passwords do not match.",
  },
  email_invalid: {
    es: () => "Este formato no es correcto.",
    en: () => "This format is not correct.",
  },
  email_taken: {
    es: () => "Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.",
    en: () => "There is already an account with this e-mail. Log in or reset your password.",
  },
  wrong_credentials: {
    es: () =>
      "Tu contraseña es incorrecta. Vuelve a intentarlo o usa el enlace «¿Has olvidado tu contraseña?».",
    en: () => "Your password is incorrect. Try again or use the “Forgot your password?” link.",
  },
  too_many_attempts: {
    es: (p) =>
      Number(p.minutes) <= 1
        ? "Demasiados intentos. Vuelve a intentarlo dentro de un minuto."
        : `Demasiados intentos. Vuelve a intentarlo dentro de ${p.minutes} minutos.`,
    en: (p) =>
      Number(p.minutes) <= 1
        ? "Too many attempts. Please try again in a minute."
        : `Too many attempts. Please try again in ${p.minutes} minutes.`,
  },
  too_many_carts: {
    es: (p) =>
      `Has creado demasiados carritos en poco tiempo. Vuelve a intentarlo dentro de ${Number(p.minutes) <= 1 ? "un minuto" : `${p.minutes} minutos`}.`,
    en: (p) =>
      `You have started too many carts in a short time. Please try again in ${Number(p.minutes) <= 1 ? "a minute" : `${p.minutes} minutes`}.`,
  },
  too_many_seats_held: {
    es: (p) =>
      `Ya tienes ${p.max} plazas reservadas en carritos sin pagar. Paga o vacía alguno, o vuelve a intentarlo dentro de ${Number(p.minutes) <= 1 ? "un minuto" : `${p.minutes} minutos`}.`,
    en: (p) =>
      `You already hold ${p.max} seats in unpaid carts. Pay for or empty one, or try again in ${Number(p.minutes) <= 1 ? "a minute" : `${p.minutes} minutes`}.`,
  },
  reset_token_invalid: {
    es: () => "El enlace para restablecer la contraseña ha caducado o ya se usó. Pide uno nuevo.",
    en: () => "The password reset link has expired or was already used. Please ask for a new one.",
  },
  claim_link_invalid: {
    es: () =>
      "Este enlace ya no es válido: ha caducado o es de otra cuenta. Pide uno nuevo desde «Mis pedidos».",
    en: () =>
      "This link is no longer valid: it has expired or belongs to another account. Ask for a new one from “My orders”.",
  },
  login_required: {
    es: () => "Inicia sesión para continuar.",
    en: () => "Please log in to continue.",
  },
  order_not_found: {
    es: () => "No encontramos este pedido.",
    en: () => "We could not find this order.",
  },
  voucher_not_found: {
    es: () => "No encontramos este bono. Revisa el enlace del correo.",
    en: () => "We could not find this voucher. Please check the link in the e-mail.",
  },
  reservation_not_found: {
    es: () => "No encontramos esta reserva.",
    en: () => "We could not find this booking.",
  },
  cancellation_non_refundable: {
    es: () => "Esta reserva no es reembolsable y no se puede cancelar.",
    en: () => "This booking is non-refundable and cannot be cancelled.",
  },
  cancellation_deadline_passed: {
    es: () => "El plazo para cancelar esta reserva ya ha pasado.",
    en: () => "The deadline to cancel this booking has passed.",
  },
  cancellation_already_started: {
    es: () => "Esta actividad ya ha empezado y no se puede cancelar.",
    en: () => "This activity has already started and cannot be cancelled.",
  },
  not_found: {
    es: () => "No encontramos lo que buscas.",
    en: () => "We could not find what you are looking for.",
  },
  unexpected: {
    es: (p) =>
      `Ups! Algo salió mal con tu solicitud. Inténtalo de nuevo; si se repite, indícanos el código ${p.request_id}.`,
    en: (p) =>
      `Oops! Something went wrong with your request. Please try again; if it happens again, give us the code ${p.request_id}.`,
  },
  ...FEEDBACK_MESSAGES,
  ...ADMIN_MESSAGES,
  ...MANIFEST_MESSAGES,
  ...OFFER_MESSAGES,
  ...COMBO_MESSAGES,
  ...RACE_MESSAGES,
  ...LIFECYCLE_MESSAGES,
  ...PAYMENT_LINK_MESSAGES,
  ...CHANGE_MESSAGES,
  ...DESK_MESSAGES,
  ...SLOT_RULE_MESSAGES,
} satisfies Catalogue

export type MessageCode = keyof typeof MESSAGES

/** The best offered locale for an Accept-Language header (or an explicit tag), Spanish by default. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return "es"
  const tags = header
    .split(",")
    .map((part) => {
      const [tag, ...rest] = part.trim().split(";")
      const q = rest.find((r) => r.trim().startsWith("q="))
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 }
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q)
  for (const { tag } of tags) {
    const base = tag.split("-")[0] as Locale
    if ((LOCALES as readonly string[]).includes(base)) return base
  }
  return "es"
}

/** Renders a message code in a locale. */
export function translate(code: MessageCode, locale: Locale, params: Params = {}): string {
  return MESSAGES[code][locale](params)
}

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === "string" && Object.hasOwn(MESSAGES, code)
}
