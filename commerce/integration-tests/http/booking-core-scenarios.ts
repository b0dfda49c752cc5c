import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { orderLines } from "../../src/lib/booking-lines"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { dayFromToday, DESERT_SAFARI, type storeApi } from "../fixtures"

/*
 * booking-core.spec.ts's world (the store, the booking module, SQL, an order's tickets) and the
 * longer of its scenarios, each run by one of its tests.
 */

type Http = {
  get: (url: string, config?: object) => Promise<any>
  defaults: { baseURL?: string }
}

/** The store API, the booking module and the database of a booking-core test. */
export function bookingCoreWorld(
  api: Http,
  store: ReturnType<typeof storeApi>,
  db: { raw: (text: string, params: unknown[]) => Promise<any> },
  world: () => { container: MedusaContainer; headers: Record<string, string> },
) {
  const booking = () => world().container.resolve(BOOKING_MODULE) as BookingModuleService
  const slot = (id: string) => booking().retrieveSlot(id)
  const sql = (text: string, params: unknown[] = []) =>
    db.raw(text, params).then((r: any) => r.rows)

  /** The seat lines (tickets) of an order: age bands and items, not extras. */
  async function ticketsOf(orderId: string) {
    return (await orderLines(world().container, orderId))
      .filter((i) => typeof i.metadata?.band === "string" || i.metadata?.unit === "item")
      .reduce((n, i) => n + i.quantity, 0)
  }
  const ordersOfCart = async (cartId: string) =>
    (await sql(`SELECT order_id FROM order_cart WHERE cart_id = ? AND deleted_at IS NULL`, [
      cartId,
    ])) as any[]
  return {
    ...store,
    api,
    booking,
    slot,
    sql,
    ticketsOf,
    ordersOfCart,
    container: () => world().container,
    headers: () => world().headers,
  }
}
export type CoreWorld = ReturnType<typeof bookingCoreWorld>

/** Medusa's line-item route refuses hold metadata, whatever ids it names. */
export async function expectLineItemRouteRefusesHolds(core: CoreWorld) {
  const { get, post, cartWithBooking, payLater, slot, ticketsOf } = core
  const container = core.container()
  const { cartId, cart, holdId, slotId } = await cartWithBooking({ adult: 2 })
  const other = await cartWithBooking({ adult: 1 }, { offset: 3 })
  const privateDay = (
    await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)
  ).data
  const privateSlot = privateDay.options.find((o: any) => o.code === "private").slots[0].id
  const variants = (
    await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "product_variant",
      fields: ["id", "metadata"],
      filters: {},
    })
  ).data.filter((v: any) => v.metadata?.option_code) as any[]
  const adultVariant = cart.items[0].variant_id
  const itemVariant = variants.find((v) => v.metadata.unit === "item").id
  for (const variant_id of [adultVariant, itemVariant]) {
    for (const hold_id of [holdId, other.holdId, "hold_nope"]) {
      for (const slot_id of [slotId, other.slotId, privateSlot]) {
        const sneaked = await post(`/store/carts/${cartId}/line-items`, {
          variant_id,
          quantity: 10,
          metadata: { hold_id, slot_id, band: "adult" },
        })
        expect(sneaked.status).toBe(400)
        expect(sneaked.data.code).toBe("book_through_bookings")
      }
    }
    const plain = await post(`/store/carts/${cartId}/line-items`, { variant_id, quantity: 3 })
    expect(plain.data.code).toBe("book_through_bookings")
  }
  const created = await post("/store/carts", {
    items: [{ variant_id: adultVariant, quantity: 4 }],
  })
  expect(created.data.code).toBe("book_through_bookings")
  await payLater(cartId)
  const completed = await post(`/store/carts/${cartId}/complete-booking`)
  expect(completed.status).toBe(200)
  expect(await ticketsOf(completed.data.order.id)).toBe(2)
  expect(await slot(slotId)).toMatchObject({ booked: 2, held: 0 })
}

/** A cart whose lines were changed behind the bookings route is not completed. */
export async function expectForgedLinesRefused(core: CoreWorld) {
  const { post, cartWithBooking, payLater, slot, ordersOfCart } = core
  const container = core.container()
  const forgeries = [
    (l: any, holdId: string) => ({
      ...l,
      quantity: 10,
      metadata: { hold_id: holdId, slot_id: l.metadata.slot_id },
    }),
    (l: any, holdId: string) => ({
      ...l,
      quantity: 10,
      metadata: { ...l.metadata, hold_id: holdId },
    }),
    (l: any) => ({ ...l, quantity: 3, metadata: {} }),
  ]
  for (const [index, forge] of forgeries.entries()) {
    const { cartId, cart, holdId, slotId } = await cartWithBooking(
      { adult: 2 },
      { offset: 2 + index },
    )
    const line = cart.items[0]
    await container.resolve(Modules.CART).addLineItems(cartId, [
      forge(
        {
          variant_id: line.variant_id,
          title: line.title,
          unit_price: line.unit_price,
          metadata: line.metadata,
        },
        holdId,
      ),
    ])
    await payLater(cartId)
    for (const route of ["complete-booking", "complete"]) {
      const completed = await post(`/store/carts/${cartId}/${route}`)
      expect(completed.status).toBe(400)
      expect(completed.data.code).toBe("cart_needs_check")
    }
    expect(await ordersOfCart(cartId)).toEqual([])
    expect(await slot(slotId)).toMatchObject({ held: 2, booked: 0 })
  }
}

/** A cart's lock left by a crashed process is reclaimed; one held says busy. */
export async function expectCartLockReclaimed(core: CoreWorld) {
  const { get, post, newCart, slot, sql } = core
  const cartId = await newCart()
  const day = (
    await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)
  ).data
  const slotId = day.options[0].slots[0].id
  await sql(
    `INSERT INTO locking (id, owner_id, expiration) VALUES (?, NULL, now() - interval '1 second')`,
    [cartId],
  )
  expect(
    (
      await post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 1 },
      })
    ).status,
  ).toBe(201)
  await sql(
    `INSERT INTO locking (id, owner_id, expiration) VALUES (?, NULL, now() + interval '1 minute')`,
    [cartId],
  )
  const busy = await post(
    `/store/carts/${cartId}/bookings`,
    { slot_id: slotId, travellers: { adult: 1 } },
    { "accept-language": "en" },
  )
  expect(busy.status).toBe(409)
  expect(busy.data).toMatchObject({
    code: "cart_busy",
    message: "Your cart is being updated. Please try again in a few seconds.",
  })
  await sql(`DELETE FROM locking WHERE id = ?`, [cartId])
  expect((await slot(slotId)).held).toBe(1)
}

/** Checkout needs an e-mail and never extends a hold past its lifetime. */
export async function expectCheckoutHoldLifetime(core: CoreWorld) {
  const { get, post, newCart, booking, sql } = core
  const cartId = await newCart("")
  const day = (
    await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)
  ).data
  const added = await post(`/store/carts/${cartId}/bookings`, {
    slot_id: day.options[0].slots[0].id,
    travellers: { adult: 1 },
  })
  expect(added.status).toBe(201)
  for (const route of ["checkout", "complete-booking"]) {
    const refused = await post(`/store/carts/${cartId}/${route}`, {}, { "accept-language": "en" })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      code: "email_required",
      message: "Please enter your e-mail address before confirming the booking.",
    })
  }
  await post(`/store/carts/${cartId}`, { email: "viajera@example.com" })
  const holdId = added.data.hold.id
  // Its creation was long ago: one minute of lifetime is left.
  await sql(
    `UPDATE hold SET created_at = now() - interval '44 minutes', max_expires_at = now() + interval '1 minute' WHERE id = ?`,
    [holdId],
  )
  const checkout = await post(`/store/carts/${cartId}/checkout`)
  expect(checkout.status).toBe(200)
  const [hold] = await booking().listHolds({ id: holdId })
  expect(new Date(hold.expires_at).getTime()).toBeLessThanOrEqual(
    new Date(hold.max_expires_at!).getTime(),
  )
  expect(new Date(hold.expires_at).getTime() - Date.now()).toBeLessThan(61_000)
  // Its lifetime is over and the sweeper released it: checkout cannot take it again.
  await sql(
    `UPDATE hold SET expires_at = now() - interval '1 second', max_expires_at = now() - interval '1 second' WHERE id = ?`,
    [holdId],
  )
  await booking().expireHolds()
  const late = await post(`/store/carts/${cartId}/checkout`)
  expect(late.status).toBe(400)
  expect(late.data.code).toBe("cart_needs_check")
  expect((await get(`/store/carts/${cartId}/check`)).data.check.bookings[0].state).toBe(
    "unavailable",
  )
}

/** Medusa's own errors speak the visitor's language with a stable code. */
export async function expectMedusaErrorsLocalised(core: CoreWorld) {
  const { get, del, api } = core
  const headers = core.headers()
  const unknown = "cart_01JZZZZZZZZZZZZZZZZZZZZZZZ"
  const line = await del(`/store/carts/${unknown}/line-items/cali_nope`)
  expect(line.status).toBe(404)
  expect(line.data).toMatchObject({
    code: "cart_not_found",
    message: "No encontramos tu carrito. Empieza una nueva reserva.",
  })
  const traversal = await del(`/store/carts/..%2F..%2Fadmin/line-items/x`)
  expect(traversal.status).toBe(404)
  const nowhere = await get(`/store/no-such-route`, { "accept-language": "en" })
  expect(nowhere.status).toBe(404)
  expect(nowhere.data).toMatchObject({
    code: "not_found",
    message: "We could not find what you are looking for.",
  })
  const cart = await get(`/store/carts/${unknown}`, { "accept-language": "en" })
  expect(cart.status).toBe(404)
  expect(cart.data).toMatchObject({
    code: "cart_not_found",
    message: "We could not find your cart. Please start a new booking.",
  })

  const raw = (path: string, init: RequestInit) =>
    fetch(`${api.defaults.baseURL}${path}`, init).then(async (r) => ({
      status: r.status,
      data: await r.json(),
      id: r.headers.get("x-request-id"),
    }))
  const badJson = await raw("/store/carts", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "accept-language": "en" },
    body: "{nope",
  })
  expect(badJson).toMatchObject({
    status: 400,
    data: {
      code: "invalid_json",
      message: "We could not read what was sent: the JSON is not valid.",
    },
  })
  expect(badJson.data.request_id).toBe(badJson.id)
  const noKey = await raw("/store/regions", { headers: { "accept-language": "es" } })
  expect(noKey).toMatchObject({ status: 400, data: { code: "publishable_key_required" } })
  expect(noKey.data.message).toMatch(/^Falta una clave pública/)
  const big = await raw("/store/carts", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email: "x".repeat(2_000_000) }),
  })
  expect(big).toMatchObject({ status: 413, data: { code: "payload_too_large" } })
}
