import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { seedStore } from "../src/scripts/seed/base"
import { SKELETON_EXPERIENCE } from "../src/scripts/seed/catalogue"
import { pricesFromEur } from "../src/scripts/seed/generate-catalogue"
import { seedPromotions } from "../src/scripts/seed/promotions"
import type { ExperienceSpec } from "../src/scripts/seed/types"
import { writeCatalogue } from "../src/scripts/seed/write-catalogue"

/** A desert experience with extras, pickup points and a private per-item option. */
export const DESERT_SAFARI: ExperienceSpec = {
  ...SKELETON_EXPERIENCE,
  handle: "safari-dunas-rojas",
  title: "Safari por las dunas rojas",
  title_en: "Red dunes safari",
  cancellation_policy: { type: "penalty", percent: 50, days: 2, hours: 0, minutes: 0 },
  options: [
    {
      ...SKELETON_EXPERIENCE.options[0],
      extras: [
        {
          code: "dinner",
          title: { es: "Cena bajo las estrellas", en: "Dinner under the stars" },
          per: "person",
          prices: pricesFromEur(28),
        },
        {
          code: "photos",
          title: { es: "Reportaje de fotos", en: "Photo pack" },
          per: "booking",
          prices: pricesFromEur(35),
        },
      ],
      schedules: [
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          start_times: ["06:00", "15:30"],
          duration_minutes: 240,
          capacity: 20,
        },
      ],
    },
    {
      code: "private",
      title: { es: "4x4 privado hasta 6 personas", en: "Private 4x4 for up to 6" },
      pricing_type: "per_item",
      max_travellers_per_item: 6,
      age_bands: [],
      item_prices: pricesFromEur(200),
      extras: [],
      schedules: [
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          start_times: ["15:30"],
          duration_minutes: 240,
          capacity: 3,
        },
      ],
    },
  ],
  closed_days: [5],
  sold_out_days: [6],
  low_seat_days: [],
}

/** Store, promo codes and two experiences with 10 days of slots; returns the store headers. */
export async function seedFixtures(container: MedusaContainer) {
  const { salesChannelId } = await seedStore(container, "eur")
  await seedPromotions(container)
  await writeCatalogue(container, [SKELETON_EXPERIENCE, DESERT_SAFARI], {
    salesChannelId,
    days: 10,
  })
  const [key] = await container.resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
  return { "x-publishable-api-key": key.token }
}

/** Today plus `days` as YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Sends a request and returns the response even when it is an error status. */
export async function send(call: Promise<{ status: number; data: any }>) {
  try {
    return await call
  } catch (error: any) {
    if (error.response) return error.response as { status: number; data: any }
    throw error
  }
}

/** Asks `probe` every 250 ms until it gives something, for up to `ms` (a webhook's or a subscriber's work after an answer). */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error("Timed out waiting")
    await new Promise((r) => setTimeout(r, 250))
  }
}

type Http = {
  get: (url: string, config?: object) => Promise<any>
  post: (url: string, body?: object, config?: object) => Promise<any>
  delete: (url: string, config?: object) => Promise<any>
}

/**
 * The Store API as a traveller's browser uses it in these tests: requests
 * that return error responses instead of throwing, and the usual steps of a
 * booking journey. `headers()` is read at each call (the key is seeded per test).
 */
export function storeApi(api: Http, headers: () => Record<string, string>) {
  const config = (extra: Record<string, string> = {}) => ({ headers: { ...headers(), ...extra } })
  const get = (url: string, extra?: Record<string, string>) => send(api.get(url, config(extra)))
  const post = (url: string, body: object = {}, extra?: Record<string, string>) =>
    send(api.post(url, body, config(extra)))
  const del = (url: string, extra?: Record<string, string>) => send(api.delete(url, config(extra)))

  async function newCart(email = "viajera@example.com") {
    const { data } = await get("/store/regions")
    const region = data.regions.find((r: any) => r.currency_code === "eur")
    return (await post("/store/carts", { region_id: region.id, ...(email ? { email } : {}) })).data
      .cart.id as string
  }

  /** A new cart with a booking on the safari, `offset` days from today. */
  async function cartWithBooking(travellers: object, { offset = 2, slotIndex = 0 } = {}) {
    const cartId = await newCart()
    const day = (
      await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`)
    ).data
    const slotId: string = day.options[0].slots[slotIndex].id
    const added = await post(`/store/carts/${cartId}/bookings`, { slot_id: slotId, travellers })
    return { cartId, slotId, holdId: added.data.hold.id as string, cart: added.data.cart }
  }

  /** Chooses pay later (Medusa's system payment provider) for a cart. */
  async function payLater(cartId: string) {
    const collection = await post("/store/payment-collections", { cart_id: cartId })
    await post(
      `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
      {
        provider_id: "pp_system_default",
      },
    )
  }

  return { get, post, del, newCart, cartWithBooking, payLater }
}
