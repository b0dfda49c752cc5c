/**
 * Every message the commerce API sends to a traveller, by stable code, in the
 * languages the storefront offers. Spanish is the default; the copy follows
 * the product spec where it gives one. Each room's copy lives in its own
 * catalogue beside this file (es and en side by side), merged here into one.
 */
import { ACCOUNT_MESSAGES } from "./account-messages"
import { BOOKING_MESSAGES } from "./booking-messages"
import { FEEDBACK_MESSAGES } from "./feedback-messages"
import { PROMO_MESSAGES } from "./promo-messages"
import { REQUEST_MESSAGES } from "./request-messages"
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
import { MAIL_MESSAGES } from "./mail-messages"

/** The languages the commerce API answers in: Sendero's locales, from their one home. */
import { LOCALES, type Locale } from "@sendero/shared/locales"
export { LOCALES, type Locale }

type Params = Record<string, string | number>
type Catalogue = Record<string, Record<Locale, (p: Params) => string>>

export const MESSAGES = {
  ...BOOKING_MESSAGES,
  ...PROMO_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...REQUEST_MESSAGES,
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
  ...MAIL_MESSAGES,
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
