import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages of a booking on its way to an order: slots and seats, travellers, the cart and its check, paying at checkout. */
export const BOOKING_MESSAGES = {
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
  cart_needs_check: {
    es: () => "Algunas actividades han cambiado. Revisa tu carrito antes de confirmar.",
    en: () => "Some activities have changed. Please review your cart before confirming.",
  },
  currency_not_sold: {
    es: (p) => `No vendemos en ${p.currency}. Elige EUR, USD, AED o SAR.`,
    en: (p) => `We do not sell in ${p.currency}. Choose EUR, USD, AED or SAR.`,
  },
  book_through_bookings: {
    es: () => "Las actividades se reservan eligiendo fecha, horario y viajeros.",
    en: () => "Activities are booked by choosing a date, a time and travellers.",
  },
  slot_exists: {
    es: () => "Ya hay un horario a esa hora para esta opción.",
    en: () => "There is already a slot at that time for this option.",
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
  date_out_of_range: {
    es: (p) => `Elige una fecha entre el ${p.from} y el ${p.to}.`,
    en: (p) => `Choose a date between ${p.from} and ${p.to}.`,
  },
  card_payments_off: {
    es: () => "El pago con tarjeta no está disponible ahora. Puedes reservar y pagar más tarde.",
    en: () => "Card payment is not available right now. You can reserve now and pay later.",
  },
  payment_not_found: {
    es: () => "No encontramos ese pago para este carrito.",
    en: () => "We could not find that payment for this cart.",
  },
  payment_failed: {
    es: () =>
      "Lo sentimos, pero su pago no se ha procesado. Por favor, verifique su información y vuelva a intentarlo.",
    en: () => "Sorry, your payment was not processed. Please check your details and try again.",
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
