/**
 * Messages of the shop admins' API (slot calendar, day manifest, pay-later
 * follow-up), by stable code, merged into the catalogue of messages.ts.
 * Codes carry their screen's prefix (`admin.slots.`, `admin.manifest.`,
 * `admin.paylater.`).
 */
type Params = Record<string, string | number>

const plural = (n: unknown, one: string, many: string) => (Number(n) === 1 ? one : many)

export const ADMIN_MESSAGES = {
  "admin.slots.capacity_below_taken": {
    es: (p: Params) =>
      `La capacidad no puede ser menor que ${p.taken}: ${p.held} ${plural(p.held, "plaza retenida", "plazas retenidas")} en carritos y ${p.booked} ${plural(p.booked, "plaza reservada", "plazas reservadas")}.`,
    en: (p: Params) =>
      `Capacity cannot be lower than ${p.taken}: ${p.held} ${plural(p.held, "seat", "seats")} held in carts and ${p.booked} ${plural(p.booked, "seat", "seats")} booked.`,
  },
  "admin.slots.experience_not_found": {
    es: () => "Esta experiencia no existe.",
    en: () => "This experience does not exist.",
  },
  "admin.slots.option_not_found": {
    es: () => "Esta opción no existe en la experiencia.",
    en: () => "This option does not exist for the experience.",
  },
  "admin.slots.schedule_not_found": {
    es: () => "Este horario semanal no existe.",
    en: () => "This weekly schedule does not exist.",
  },
  "admin.slots.range_too_long": {
    es: (p: Params) => `Pide como mucho ${p.days} días de una vez.`,
    en: (p: Params) => `Ask for at most ${p.days} days at a time.`,
  },
  "admin.paylater.order_not_pay_later": {
    es: () => "Este pedido no está pendiente de pago.",
    en: () => "This order is not waiting for payment.",
  },
}
