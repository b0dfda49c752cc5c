import { z } from "@medusajs/framework/zod"
import { addDays } from "../../../lib/date-window"
import { SOLD_CURRENCIES } from "../../../lib/currency"

/** Guide languages a traveller may ask for. */
export const OFFER_LANGUAGES = ["es", "en", "ar", "fr", "de", "it", "pt"] as const

const custom = (code: string) => ({ code: "custom" as const, message: code, params: { code } })
const count = z.coerce.number().int().min(0).max(50).default(0)
// A checkbox sends "on" (or "true"); a JSON client sends a boolean.
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean())
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional())

/**
 * Body of `POST /store/offer-requests`: experience (optional), dates or
 * flexible, travellers per age band, budget and currency, languages, message,
 * name, e-mail, phone with country code. Dates within the store's window
 * (today to two years ahead).
 */
export const StoreCreateOfferRequest = z
  .object({
    handle: optionalText(z.string().regex(/^[a-z0-9-]{1,120}$/)),
    flexible: checkbox.default(false),
    date_from: optionalText(z.iso.date()),
    date_to: optionalText(z.iso.date()),
    travellers: z.object({ adult: count, child: count, infant: count }).strict(),
    budget_amount: optionalText(z.coerce.number().int().min(1).max(10_000_000)),
    currency: optionalText(
      z
        .string()
        .transform((c) => c.toLowerCase())
        .pipe(z.enum(SOLD_CURRENCIES)),
    ),
    languages: z.preprocess(
      (v) => (typeof v === "string" ? [v] : (v ?? [])),
      z.array(z.enum(OFFER_LANGUAGES)).max(OFFER_LANGUAGES.length),
    ),
    message: z.string().trim().min(1).max(3000),
    name: z.string().trim().min(1).max(100),
    email: z.string().trim().min(1).max(254).email(),
    phone_country: z
      .string()
      .trim()
      .min(1)
      .regex(/^\+[1-9][0-9]{0,3}$/),
    phone_number: z
      .string()
      .trim()
      .min(1)
      .regex(/^[0-9][0-9 -]{3,18}[0-9]$/),
  })
  .strict()
  .superRefine((body, ctx) => {
    const today = new Date().toISOString().slice(0, 10)
    const last = addDays(today, 730)
    if (!body.flexible && !body.date_from)
      ctx.addIssue({ ...custom("field_required"), path: ["date_from"] })
    for (const key of ["date_from", "date_to"] as const) {
      const date = body[key]
      if (date && (date < today || date > last))
        ctx.addIssue({ ...custom("offer_dates_invalid"), path: [key] })
    }
    if (body.date_from && body.date_to && body.date_to < body.date_from) {
      ctx.addIssue({ ...custom("offer_dates_invalid"), path: ["date_to"] })
    }
    if (body.travellers.adult + body.travellers.child === 0) {
      ctx.addIssue({ ...custom("offer_group_empty"), path: ["travellers", "adult"] })
    }
    if (body.budget_amount !== undefined && !body.currency)
      ctx.addIssue({ ...custom("field_required"), path: ["currency"] })
  })
export type StoreCreateOfferRequestType = z.infer<typeof StoreCreateOfferRequest>
