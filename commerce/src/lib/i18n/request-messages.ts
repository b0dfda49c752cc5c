import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages any request can meet: validation, sign-in and permission, limits, races, outages, the unexpected. */
export const REQUEST_MESSAGES = {
  invalid_date: {
    es: () => "Este formato no es correcto.",
    en: () => "This format is not correct.",
  },
  invalid_request: {
    es: () => "Revisa los datos enviados: faltan campos o alguno no es válido.",
    en: () => "Please check what was sent: some fields are missing or not valid.",
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
  service_unavailable: {
    es: () => "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
    en: () => "The service is unavailable right now. Please try again in a few minutes.",
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
} satisfies Record<string, Record<Locale, (p: Params) => string>>
