import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Locale } from "../../src/lib/i18n/messages"
import { dayFromToday, DESERT_SAFARI, type storeApi } from "../fixtures"

const XSS = `<script>alert("x")</script>`

/** What the offer spec asks and builds: a traveller's request, a slot, the admin's offer, its cart. */
export function offerSteps(store: ReturnType<typeof storeApi>, container: () => MedusaContainer) {
  /** A traveller's request for an offer on the safari, in `locale`. */
  async function request(email = "lucia@example.com", locale: Locale = "es") {
    const sent = await store.post(
      "/store/offer-requests",
      {
        handle: DESERT_SAFARI.handle,
        flexible: true,
        travellers: { adult: 2, child: 1, infant: 0 },
        budget_amount: 150,
        currency: "EUR",
        languages: ["es"],
        message: "Una salida privada al atardecer.",
        name: "Lucía",
        email,
        phone_country: "+34",
        phone_number: "600 123 456",
        elapsed_ms: 9000,
      },
      { "accept-language": locale },
    )
    expect(sent.status).toBe(201)
    return sent.data.offer_request.id as string
  }
  /** The id of the safari's slot `slotIndex` on the day `offset` days ahead. */
  async function slotOn(offset: number, slotIndex = 1) {
    const day = (
      await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
      )
    ).data
    return day.options[0].slots[slotIndex].id as string
  }
  /** The admin's offer for a slot: 2 adults and a child at 150.01 EUR, a note with markup in it. */
  const offerBody = (slotId: string, extra: object = {}) => ({
    handle: DESERT_SAFARI.handle,
    slot_id: slotId,
    travellers: { adult: 2, child: 1 },
    amount: 150.01,
    currency_code: "EUR",
    note: `Incluye recogida en el hotel. ${XSS}`,
    ...extra,
  })
  /** The cart an offer made, with its lines and the order it became. */
  async function cart(cartId: string) {
    const { data } = await container()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: "cart",
        fields: [
          "id",
          "email",
          "total",
          "currency_code",
          "metadata",
          "items.unit_price",
          "items.quantity",
          "items.total",
          "order.id",
          "order.total",
          "order.items.unit_price",
        ],
        filters: { id: cartId },
      })
    return data[0] as any
  }

  return { request, slotOn, offerBody, cart }
}
