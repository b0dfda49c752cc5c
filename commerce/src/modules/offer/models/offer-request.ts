import { model } from "@medusajs/framework/utils"
import { LOCALES } from "@sendero/shared/locales"

/**
 * A traveller's request for a custom offer (the spec's negotiation: the team
 * contacts them later). Free text is stored as written; every screen escapes
 * it. `travellers` counts per age band ({ adult, child, infant }); dates are
 * calendar dates (YYYY-MM-DD) or `flexible`; the budget is a whole amount in
 * `currency`. `status` follows the team's work: new, contacted, offer_sent,
 * won, lost; `offer` keeps what was sent (cart, price, payment link).
 */
export const OfferRequest = model
  .define("offer_request", {
    id: model.id({ prefix: "ofr" }).primaryKey(),
    handle: model.text().nullable(),
    experience_title: model.text().nullable(),
    date_from: model.text().nullable(),
    date_to: model.text().nullable(),
    flexible: model.boolean().default(false),
    travellers: model.json(),
    budget_amount: model.number().nullable(),
    currency: model.text().nullable(),
    languages: model.json(),
    message: model.text(),
    name: model.text(),
    email: model.text(),
    phone_country: model.text(),
    phone_number: model.text(),
    locale: model.enum([...LOCALES]),
    customer_id: model.text().nullable(),
    status: model.enum(["new", "contacted", "offer_sent", "won", "lost"]).default("new"),
    notes: model.text().nullable(),
    offer: model.json().nullable(),
  })
  .indexes([
    {
      name: "IDX_offer_request_status_created_at",
      on: ["status", "created_at"],
      where: "deleted_at IS NULL",
    },
    {
      name: "IDX_offer_request_customer_id",
      on: ["customer_id"],
      where: "deleted_at IS NULL AND customer_id IS NOT NULL",
    },
  ])
