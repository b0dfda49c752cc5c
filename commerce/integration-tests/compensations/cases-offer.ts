import { OFFER_MODULE } from "../../src/modules/offer"
import type OfferModuleService from "../../src/modules/offer/service"
import { addOfferLinesStep } from "../../src/workflows/offer/steps/add-offer-lines"
import { createOfferRequestStep } from "../../src/workflows/offer/steps/create-offer-request"
import { markOfferWonStep } from "../../src/workflows/offer/steps/mark-offer-won"
import { updateOfferRequestStep } from "../../src/workflows/offer/steps/update-offer-request"
import { defineCase, type World } from "./harness"
import { cartFacts, cartLines, payLaterOrder } from "./world"

const REQUEST = {
  flexible: true,
  travellers: { adult: 2, child: 0, infant: 0 },
  languages: ["es"],
  message: "Queremos un safari privado.",
  name: "Ana",
  email: "ana@example.com",
  phone_country: "ES",
  phone_number: "600000000",
  locale: "es" as const,
  customer_id: null,
}

/** A custom-offer request as the team's list shows it: its status, notes and offer. */
async function newRequest(w: World, status: "new" | "offer_sent" = "new") {
  const offers = w.container.resolve(OFFER_MODULE) as OfferModuleService
  const request = await offers.createOfferRequests({
    ...REQUEST,
    languages: REQUEST.languages as unknown as Record<string, unknown>,
  })
  if (status !== "new")
    await offers.updateOfferRequests({ id: request.id, status, offer: { total: 300 } })
  const look = () =>
    w.sql(`SELECT status, notes, offer FROM offer_request WHERE id = ?`, [request.id])
  return { id: request.id as string, look }
}

/** Custom offers: requests, their status, the lines an offer puts in a cart, the order that wins it. */
export const OFFER_CASES = [
  defineCase("create-offer-request", createOfferRequestStep, async (w) => ({
    input: REQUEST,
    look: () => w.sql(`SELECT id FROM offer_request WHERE deleted_at IS NULL`),
  })),

  defineCase("update-offer-request", updateOfferRequestStep, async (w) => {
    const r = await newRequest(w, "offer_sent")
    return {
      input: {
        id: r.id,
        status: "contacted",
        notes: "Llamada hecha",
        offer: { total: 250, days: 2 },
      },
      look: r.look,
    }
  }),

  defineCase("mark-offer-won", markOfferWonStep, async (w) => {
    const r = await newRequest(w, "offer_sent")
    const o = await payLaterOrder(w)
    // The order was placed from the offer's cart: its lines name the request.
    await w.sql(
      `UPDATE order_line_item SET metadata = coalesce(metadata, '{}'::jsonb) || jsonb_build_object('offer_request_id', ?::text)
        WHERE id IN (SELECT item_id FROM order_item WHERE order_id = ?)`,
      [r.id, o.orderId],
    )
    return { input: { order_id: o.orderId }, look: r.look }
  }),

  defineCase("add-offer-lines", addOfferLinesStep, async (w) => {
    const r = await newRequest(w, "offer_sent")
    const { cartId, holdId } = await w.store.cartWithBooking({ adult: 2 })
    const existing = await cartLines(w, cartId)
    const [{ product_id }] = await w.sql(
      `SELECT s.product_id FROM hold h JOIN slot s ON s.id = h.slot_id WHERE h.id = ?`,
      [holdId],
    )
    return {
      input: {
        cart: await cartFacts(w, cartId),
        product_id,
        lines: existing.map((l) => ({
          variant_id: l.variant_id,
          quantity: 2,
          metadata: { hold_id: holdId },
        })),
        unit_prices: Object.fromEntries(existing.map((l) => [l.variant_id, "39.5"])),
        request_id: r.id,
      },
      look: () => cartLines(w, cartId),
    }
  }),
]
