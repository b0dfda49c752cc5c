import type { MedusaContainer } from "@medusajs/framework/types"
import type BookingModuleService from "../../src/modules/booking/service"
import type { Locale } from "../../src/lib/i18n/messages"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedCombos } from "../../src/scripts/seed/combos"
import { DESERT_SAFARI, dayFromToday, storeApi, waitFor } from "../fixtures"
import type { MailSink } from "../mail-sink"

type Deps = {
  store: ReturnType<typeof storeApi>
  /** The Stripe double's control call. */
  control: (path: string, body?: object) => Promise<any>
  sql: (text: string, bindings?: any[]) => Promise<Record<string, any>[]>
  booking: () => BookingModuleService
  sink: () => MailSink
}

const expectStatus = (answer: { status: number; data: unknown }, status: number) => {
  if (answer.status !== status)
    throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.data)}`)
}

/**
 * Card orders as a traveller places them (traveller-facts.spec.ts): `adult`
 * adults on the safari `offset` days ahead at its first start, with a pickup
 * point, checked out in `locale`, paid at the Stripe double and settled; the
 * confirmation e-mail is read and the mail sink cleared.
 */
export function cardOrders({ store, control, sql, booking, sink }: Deps) {
  return async function cardOrder(
    email: string,
    { adult = 2, offset = 3, locale = "en", pickup = "kingdom-centre" as string | null } = {},
  ) {
    const lang = { "x-medusa-locale": locale }
    const region = (await store.get("/store/regions")).data.regions.find(
      (r: any) => r.currency_code === "eur",
    )
    const cartId = (await store.post("/store/carts", { region_id: region.id, email }, lang)).data
      .cart.id as string
    const day = await store.get(
      `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
    )
    const slotId = day.data.options[0].slots[0].id as string
    const added = await store.post(
      `/store/carts/${cartId}/bookings`,
      { slot_id: slotId, travellers: { adult }, ...(pickup ? { pickup_point_id: pickup } : {}) },
      lang,
    )
    expectStatus(added, 201)
    await store.post(
      `/store/carts/${cartId}`,
      { email, billing_address: { first_name: "Sam", last_name: "Hill" } },
      lang,
    )
    const started = await store.post(`/store/carts/${cartId}/card-payment`, { locale }, lang)
    expectStatus(started, 200)
    const sessionId: string = started.data.card_payment.checkout_session_id
    await control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" })
    const orderId = await waitFor(async () => {
      const [row] = await sql(`SELECT order_id FROM order_cart WHERE cart_id = ?`, [cartId])
      return row ? String(row.order_id) : null
    })
    const row = await waitFor(async () => (await booking().listBookings({ order_id: orderId }))[0])
    await sink().waitFor(email, 1)
    sink().clear()
    return { orderId, slotId, bookingId: row.id as string }
  }
}

/** A pay-later order of the skeleton and safari combo (two adults, two days ahead), placed in `locale`; its id. */
export async function comboOrder(
  store: ReturnType<typeof storeApi>,
  container: MedusaContainer,
  email: string,
  locale: Locale,
) {
  const parts = [SKELETON_EXPERIENCE, DESERT_SAFARI]
  const handles = parts.map((p) => p.handle)
  await seedCombos(
    container,
    [{ handle: "dunas-y-safari", city: "riyadh", parts: handles, discount_percent: 15 }],
    parts,
  )
  const combo = (await store.get("/store/combos")).data.combos[0]
  const lang = { "x-medusa-locale": locale }
  const cartId = await store.newCart(email)
  const date = dayFromToday(2)
  const slot = async (handle: string) =>
    (await store.get(`/store/experiences/${handle}/availability/${date}`)).data.options[0].slots[0]
      .id as string
  const body = {
    combo_id: combo.id,
    parts: await Promise.all(handles.map(async (h) => ({ date, slot_id: await slot(h) }))),
    travellers: { adult: 2 },
  }
  expectStatus(await store.post(`/store/carts/${cartId}/combos`, body, lang), 201)
  await store.post(`/store/carts/${cartId}`, { email }, lang)
  await store.payLater(cartId)
  const placed = await store.post(`/store/carts/${cartId}/complete-booking`, {}, lang)
  expectStatus(placed, 200)
  return placed.data.order.id as string
}
