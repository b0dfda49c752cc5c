import { formatLocal } from "../../../lib/local-time"
import type { Locale } from "@sendero/shared/locales"

/** Every word the e-mails use, per language. */
export const COPY = {
  es: {
    brand: "Sendero",
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : "Hola:"),
    footer:
      "Sendero · Tours y actividades. Este correo se envió porque hiciste una reserva o una solicitud en Sendero.",
    orderSubject: (id: string) => `Reserva confirmada: pedido n.º ${id}`,
    orderIntro:
      "Tu pago se ha recibido y tus actividades están confirmadas. Aquí tienes un bono por cada reserva: enséñalo en el punto de encuentro.",
    reservationSubject: (id: string) => `Hemos recibido tu reserva: pedido n.º ${id}`,
    reservationIntro:
      "Tus plazas están reservadas. Nos pondremos en contacto contigo para acordar el pago.",
    total: "Total",
    voucher: "Bono",
    unpaid: "Reservada, pendiente de pago",
    reference: "Referencia de la reserva",
    option: "Opción",
    extras: "Extras",
    date: "Fecha y hora de inicio",
    end: "Hora de fin",
    duration: "Duración",
    minutes: (n: number) =>
      n % 60 === 0 ? `${n / 60} h` : n > 60 ? `${Math.floor(n / 60)} h ${n % 60} min` : `${n} min`,
    travellers: "Viajeros",
    bands: {
      adult: "Adultos",
      child: "Niños",
      infant: "Bebés",
      items: "Unidades",
      travellers: "Viajeros",
    } as Record<string, string>,
    age: "Edad mínima",
    years: (n: number) => (n > 0 ? `${n} años` : "Todas las edades"),
    meeting: "Punto de encuentro",
    pickup: "Recogida",
    at: "a las",
    bring: "Qué llevar",
    cancellation: "Cancelación",
    operator: "Contacto del operador",
    validity: "Validez",
    validUntil: (when: string) => `Válido hasta el ${when}`,
    neverExpires: "No caduca",
    openVoucher: "Ver el bono",
    qrAlt: (ref: string) => `Código QR de la reserva ${ref}`,
    paymentSubject: (id: string) => `Completa el pago de tu pedido n.º ${id}`,
    paymentIntro: "Para confirmar tus actividades, completa el pago en este enlace seguro.",
    paymentButton: "Pagar ahora",
    paymentExpires: (when: string) => `El enlace caduca el ${when}.`,
    resetSubject: "Restablece tu contraseña de Sendero",
    resetIntro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.",
    resetButton: "Elegir una contraseña nueva",
    resetNote: (n: number) =>
      `El enlace sirve una sola vez y caduca en ${n} minutos. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
    claimSubject: "Añade a tu cuenta las reservas hechas con tu correo",
    claimIntro:
      "Para ver en tu cuenta de Sendero las reservas que hiciste sin cuenta con este correo, confirma que es tuyo.",
    claimButton: "Añadir las reservas a mi cuenta",
    claimNote: (n: number) =>
      `El enlace caduca en ${n} minutos. Si no lo pediste, ignora este correo.`,
    cancelSubject: (ref: string) => `Reserva cancelada: ${ref}`,
    cancelIntro: (exp: string, when: string) =>
      `Hemos cancelado tu reserva de «${exp}» del ${when}.`,
    refund: (amount: string) => `Te devolveremos ${amount} por el mismo medio de pago.`,
    penalty: (p: number) =>
      `Según la política de cancelación se aplica una penalización del ${p} %.`,
    noRefund: "Esta reserva no tenía pago que devolver.",
    cancelReason: (reason: string) => `Motivo: ${reason}`,
    offerSubject: "Hemos recibido tu solicitud de oferta personalizada",
    offerIntro: (exp: string | null) =>
      exp
        ? `Gracias por tu interés en «${exp}». Te contactaremos pronto con una oferta a tu medida.`
        : "Gracias por tu solicitud. Te contactaremos pronto con una oferta a tu medida.",
    requestReference: "Referencia de la solicitud",
  },
  en: {
    brand: "Sendero",
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    footer:
      "Sendero · Tours and activities. You got this e-mail because you made a booking or a request on Sendero.",
    orderSubject: (id: string) => `Booking confirmed: order no. ${id}`,
    orderIntro:
      "Your payment was received and your activities are confirmed. Here is one voucher per booking: show it at the meeting point.",
    reservationSubject: (id: string) => `We have received your booking: order no. ${id}`,
    reservationIntro: "Your seats are reserved. We will contact you to arrange payment.",
    total: "Total",
    voucher: "Voucher",
    unpaid: "Reserved, not yet paid",
    reference: "Booking reference",
    option: "Option",
    extras: "Extras",
    date: "Date and start time",
    end: "End time",
    duration: "Duration",
    minutes: (n: number) =>
      n % 60 === 0 ? `${n / 60} h` : n > 60 ? `${Math.floor(n / 60)} h ${n % 60} min` : `${n} min`,
    travellers: "Travellers",
    bands: {
      adult: "Adults",
      child: "Children",
      infant: "Infants",
      items: "Items",
      travellers: "Travellers",
    } as Record<string, string>,
    age: "Minimum age",
    years: (n: number) => (n > 0 ? `${n} years` : "All ages"),
    meeting: "Meeting point",
    pickup: "Pickup",
    at: "at",
    bring: "What to bring",
    cancellation: "Cancellation",
    operator: "Operator contact",
    validity: "Validity",
    validUntil: (when: string) => `Valid until ${when}`,
    neverExpires: "Never expires",
    openVoucher: "Open the voucher",
    qrAlt: (ref: string) => `QR code of booking ${ref}`,
    paymentSubject: (id: string) => `Complete the payment of order no. ${id}`,
    paymentIntro: "To confirm your activities, complete the payment through this secure link.",
    paymentButton: "Pay now",
    paymentExpires: (when: string) => `The link expires on ${when}.`,
    resetSubject: "Reset your Sendero password",
    resetIntro: "We received a request to reset the password of your account.",
    resetButton: "Choose a new password",
    resetNote: (n: number) =>
      `The link works once and expires in ${n} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    claimSubject: "Add the bookings made with your e-mail to your account",
    claimIntro:
      "To see in your Sendero account the bookings you made without an account with this e-mail, confirm it is yours.",
    claimButton: "Add the bookings to my account",
    claimNote: (n: number) =>
      `The link expires in ${n} minutes. If you did not ask for it, ignore this e-mail.`,
    cancelSubject: (ref: string) => `Booking cancelled: ${ref}`,
    cancelIntro: (exp: string, when: string) =>
      `We have cancelled your booking of "${exp}" on ${when}.`,
    refund: (amount: string) => `We will refund ${amount} to the same payment method.`,
    penalty: (p: number) => `Under the cancellation policy a ${p}% fee applies.`,
    noRefund: "This booking had no payment to refund.",
    cancelReason: (reason: string) => `Reason: ${reason}`,
    offerSubject: "We have received your custom offer request",
    offerIntro: (exp: string | null) =>
      exp
        ? `Thank you for your interest in "${exp}". We will contact you soon with an offer made for you.`
        : "Thank you for your request. We will contact you soon with an offer made for you.",
    requestReference: "Request reference",
  },
} satisfies Record<Locale, unknown>

export type Copy = (typeof COPY)["es"]

/** Date and time in a time zone, with the zone's name, in the mail's language (the house's one formatter). */
export function formatInstant(iso: string, timeZone: string, locale: Locale) {
  return formatLocal(iso, timeZone, locale, "full")
}

/** An amount in major units with its currency, in the mail's language. */
export function formatMoney(amount: number, currency: string, locale: Locale) {
  return new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount)
}
