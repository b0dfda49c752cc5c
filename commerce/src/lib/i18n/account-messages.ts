import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages of a traveller's account, orders, vouchers and own cancellations. */
export const ACCOUNT_MESSAGES = {
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
} satisfies Record<string, Record<Locale, (p: Params) => string>>
