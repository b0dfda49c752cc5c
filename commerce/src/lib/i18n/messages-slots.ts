/**
 * Messages of the slot calendar's availability rules and departures (admin
 * routes answer in the admin's language), merged into messages.ts.
 */
type Params = Record<string, string | number>

const plural = (n: unknown, one: string, many: string) => (Number(n) === 1 ? one : many)

export const SLOT_RULE_MESSAGES = {
  "admin.slots.closed_by_rule": {
    es: (p: Params) =>
      `El ${p.date} está cerrado entero: reabre la fecha entera (o esa opción) para abrir este horario.`,
    en: (p: Params) =>
      `${p.date} is closed as a whole: reopen the whole date (or that option) to open this time.`,
  },
  "admin.slots.date_closed": {
    es: (p: Params) => `El ${p.date} está cerrado: reabre la fecha antes de añadir un horario.`,
    en: (p: Params) => `${p.date} is closed: reopen the date before adding a time.`,
  },
  "admin.slots.has_bookings": {
    es: (p: Params) =>
      `No se puede cerrar: hay ${p.bookings} ${plural(p.bookings, "reserva", "reservas")} (${p.seats} ${plural(p.seats, "plaza", "plazas")}). Usa «Cancelar salida» para reembolsar y avisar a los viajeros.`,
    en: (p: Params) =>
      `Cannot close: there ${plural(p.bookings, "is", "are")} ${p.bookings} ${plural(p.bookings, "booking", "bookings")} (${p.seats} ${plural(p.seats, "seat", "seats")}). Use "Cancel departure" to refund and notify the travellers.`,
  },
  "admin.slots.schedule_overlap": {
    es: (p: Params) =>
      `Se solapa con otro horario semanal de esta opción (del ${p.from} al ${p.to}) en los mismos días de la semana. Ajusta las fechas de validez o los días.`,
    en: (p: Params) =>
      `It overlaps another weekly schedule of this option (${p.from} to ${p.to}) on the same weekdays. Change the validity dates or the days.`,
  },
  "admin.slots.schedule_capacity_below_taken": {
    es: (p: Params) =>
      `La capacidad no puede ser menor que ${p.taken}: el ${p.date} a las ${p.time} ya hay ${p.taken} ${plural(p.taken, "plaza vendida o retenida", "plazas vendidas o retenidas")}.`,
    en: (p: Params) =>
      `Capacity cannot be lower than ${p.taken}: ${p.taken} ${plural(p.taken, "seat is", "seats are")} already sold or held on ${p.date} at ${p.time}.`,
  },
  "admin.slots.no_departure": {
    es: () => "No hay ningún horario en esa fecha.",
    en: () => "There is no time on that date.",
  },
  "admin.slots.departure_started": {
    es: () => "Esta salida ya ha empezado: no se puede cancelar.",
    en: () => "This departure has already started: it cannot be cancelled.",
  },
}
