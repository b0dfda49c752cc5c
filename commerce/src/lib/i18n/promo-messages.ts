import type { Locale } from "./messages"

type Params = Record<string, string | number>

/** Messages of a promotion code on a cart (the spec's copy where it has one). */
export const PROMO_MESSAGES = {
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
} satisfies Record<string, Record<Locale, (p: Params) => string>>
