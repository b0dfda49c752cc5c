import { z } from "@medusajs/framework/zod"
import { DEFAULT_LOCALE, LOCALES } from "@sendero/shared/locales"

/** E-mail is written in each of Sendero's locales; Spanish when none is known. */
const Locale = z.enum(LOCALES).default(DEFAULT_LOCALE)
const Money = z.object({ amount: z.number(), currency_code: z.string() })

/**
 * Everything a traveller needs at the meeting point, already in the mail's
 * language where it is text (titles, cancellation line); dates are formatted
 * by the template in the experience's time zone.
 */
export const VoucherSchema = z.object({
  reference: z.string().min(1),
  experience: z.string(),
  option: z.string(),
  /** The extras booked with it, named as its order's lines name them. */
  extras: z.array(z.string()).optional(),
  local_date: z.string(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  timezone: z.string(),
  starts_at: z.string(),
  duration_minutes: z.number(),
  minimum_age: z.number(),
  travellers: z.array(z.object({ band: z.string(), count: z.number().int() })),
  meeting_point: z.object({ name: z.string(), address: z.string() }).nullable(),
  pickup: z.object({ name: z.string(), address: z.string(), time: z.string() }).nullable(),
  what_to_bring: z.array(z.string()),
  cancellation: z.object({ type: z.string(), text: z.string(), deadline: z.string().nullable() }),
  operator: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** ISO instant after which the voucher is no longer valid; null = never expires. */
  valid_until: z.string().nullable(),
  link: z.string().url(),
})
export type Voucher = z.infer<typeof VoucherSchema>

const OrderMail = z.object({
  locale: Locale,
  customer_name: z.string(),
  order_display_id: z.union([z.string(), z.number()]),
  total: Money,
  vouchers: z.array(VoucherSchema).min(1),
})

/** The data each template takes; a template not listed here is refused. */
export const TEMPLATE_DATA = {
  "order-confirmation": OrderMail,
  "reservation-received": OrderMail,
  "payment-link": z.object({
    locale: Locale,
    customer_name: z.string(),
    order_display_id: z.union([z.string(), z.number()]),
    total: Money,
    url: z.string().url(),
    expires_at: z.string().nullable(),
    /** The experience's zone the expiry is stated in (UTC for a link made before zones were given). */
    timezone: z.string().optional(),
  }),
  "payment-received": z.object({
    locale: Locale,
    customer_name: z.string(),
    order_display_id: z.union([z.string(), z.number()]),
    /** What the payment link took. */
    paid: Money,
  }),
  "refund-issued": z.object({
    locale: Locale,
    customer_name: z.string(),
    order_display_id: z.union([z.string(), z.number()]),
    /** Why: a goodwill refund, or a payment link paid after its order no longer owed it. */
    reason: z.enum(["goodwill", "link_after_cancel"]),
    refund: Money,
  }),
  "booking-changed": z.object({
    locale: Locale,
    customer_name: z.string(),
    reference: z.string(),
    /** Where the booking was before the change. */
    previous: z.object({ starts_at: z.string(), timezone: z.string() }),
    /** The order's total after the change: its lines less its credit lines (what the ledger holds). */
    total: Money.optional(),
    /** An increase: the difference the payment link asks for. */
    charge: Money.nullable(),
    /** A decrease on a paid order: what was refunded. */
    refund: Money.nullable(),
    payment_url: z.string().url().nullable(),
    voucher: VoucherSchema,
  }),
  "password-reset": z.object({
    locale: Locale,
    customer_name: z.string().nullable(),
    url: z.string().url(),
    expires_in_minutes: z.number().int(),
  }),
  "cancellation-confirmed": z.object({
    locale: Locale,
    customer_name: z.string(),
    reference: z.string(),
    experience: z.string(),
    starts_at: z.string(),
    timezone: z.string(),
    refund: Money.nullable(),
    penalty_percent: z.number().nullable(),
    /** The operator's reason (the booking desk), as typed. */
    reason: z.string().nullable().optional(),
  }),
  "departure-cancelled": z.object({
    locale: Locale,
    customer_name: z.string(),
    reference: z.string(),
    experience: z.string(),
    starts_at: z.string(),
    timezone: z.string(),
    refund: Money.nullable(),
    /** Whether the refund is everything paid for the booking (less when an earlier refund took part of it). */
    refund_full: z.boolean().default(true),
    /** The operator's optional words to the travellers, as typed (escaped when rendered). */
    message: z.string().nullable(),
    rebook_url: z.string().url(),
  }),
  "guest-orders-claim": z.object({
    locale: Locale,
    customer_name: z.string().nullable(),
    url: z.string().url(),
    expires_in_minutes: z.number().int(),
  }),
  "custom-offer-received": z.object({
    locale: Locale,
    customer_name: z.string(),
    experience: z.string().nullable(),
    request_reference: z.string(),
    /** The traveller's own words, echoed (escaped) so they can check them. */
    message: z.string().optional(),
  }),
  "contact-message": z.object({
    locale: Locale,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    reference: z.string(),
  }),
  /** To the sender of a contact message: the team's answer, in the sender's language, quoting their message. */
  "contact-reply": z.object({
    locale: Locale,
    name: z.string(),
    subject: z.string(),
    message: z.string(),
    reply: z.string(),
    reference: z.string(),
  }),
  /** To the support inbox: what arrived since the last digest, and what waits in all (jobs/team-digest). */
  "team-digest": z.object({
    locale: Locale,
    items: z.array(
      z.object({
        kind: z.enum(["review", "offer", "message"]),
        reference: z.string(),
        name: z.string(),
        about: z.string().nullable(),
        rating: z.number().nullable(),
        /** When it arrived (an instant), shown in `timezone`. */
        at: z.string(),
      }),
    ),
    timezone: z.string(),
    /** The end of the window it covers (an instant): the next digest starts there. */
    until: z.string(),
    counts: z.object({
      pending_reviews: z.number().int(),
      open_offers: z.number().int(),
      unanswered_messages: z.number().int(),
    }),
  }),
  "custom-offer": z.object({
    locale: Locale,
    customer_name: z.string(),
    experience: z.string().nullable(),
    description: z.string(),
    total: Money,
    url: z.string().url(),
    expires_at: z.string().nullable(),
    request_reference: z.string(),
    /** The slot offered (an instant) and the experience's time zone it is shown in. */
    starts_at: z.string().optional(),
    timezone: z.string().optional(),
    /** Travellers as the e-mail says them ("2 adultos, 1 niño"). */
    travellers: z.string().optional(),
    /** The team's note to the traveller, echoed escaped. */
    note: z.string().nullable().optional(),
  }),
} as const

export type TemplateName = keyof typeof TEMPLATE_DATA
export type TemplateData<T extends TemplateName> = z.infer<(typeof TEMPLATE_DATA)[T]>

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATE_DATA, name)
}
