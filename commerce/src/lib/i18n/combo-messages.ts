import type { Locale } from "./messages"

type Params = Record<string, string | number>

const seats = (n: number, es: boolean) =>
  es
    ? n === 1
      ? "queda 1 plaza"
      : `quedan ${n} plazas`
    : n === 1
      ? "1 seat is left"
      : `${n} seats are left`

/** Messages of combos (several experiences booked together, all or none). */
export const COMBO_MESSAGES = {
  combo_not_found: {
    es: () => "Este combo ya no está a la venta.",
    en: () => "This combo is no longer on sale.",
  },
  combo_part_full: {
    es: (p) =>
      Number(p.remaining) === 0
        ? `No hay plazas en el horario elegido para la actividad ${p.part} del combo. No se ha reservado nada: elige otro horario para esa actividad.`
        : `No hay plazas suficientes para la actividad ${p.part} del combo: solo ${seats(Number(p.remaining), true)}. No se ha reservado nada.`,
    en: (p) =>
      Number(p.remaining) === 0
        ? `There are no seats left at the chosen time for activity ${p.part} of the combo. Nothing was booked: pick another time for that activity.`
        : `Not enough seats for activity ${p.part} of the combo: only ${seats(Number(p.remaining), false)}. Nothing was booked.`,
  },
  combo_parts_mismatch: {
    es: () => "Elige un horario para cada actividad del combo.",
    en: () => "Pick a time for each activity of the combo.",
  },
  combo_date_mismatch: {
    es: (p) => `El horario elegido para la actividad ${p.part} no es del día indicado.`,
    en: (p) => `The time chosen for activity ${p.part} is not on the date given.`,
  },
  combo_change_whole: {
    es: () =>
      "Las actividades de un combo se reservan juntas: quita el combo y vuelve a añadirlo para cambiarlo.",
    en: () =>
      "The activities of a combo are booked together: remove the combo and add it again to change it.",
  },
  combo_region_locked: {
    es: () =>
      "Tu carrito tiene un combo con precio en otra moneda: quítalo antes de cambiar de moneda.",
    en: () =>
      "Your cart has a combo priced in another currency: remove it before changing currency.",
  },
} satisfies Record<string, Record<Locale, (p: Params) => string>>
