import { LOCALES, type Locale } from "../../src/lib/i18n/messages"
import { readOrderMoney } from "../../src/lib/order-money"
import { bookingReference } from "../../src/lib/signed-token"
import type { DeskWorld } from "../desk-world"
import { dayFromToday, send } from "../fixtures"

/** A booking id of the right shape that no booking has. */
const id = "bkg_01JZZZZZZZZZZZZZZZZZZZZZZZ"

/** Desk requests each refused with a 400 in the admin's language: method, URL, body. */
const DESK_BAD_INPUT: [string, string, object | null][] = [
  ["GET", "/admin/bookings?limit=0", null],
  ["GET", "/admin/bookings?limit=abc", null],
  ["GET", "/admin/bookings?offset=-1", null],
  ["GET", "/admin/bookings?date=2026-13-40", null],
  ["GET", "/admin/bookings?date=1999-01-01", null],
  ["GET", "/admin/bookings?state=lost", null],
  ["GET", "/admin/bookings?payment=maybe", null],
  ["GET", "/admin/bookings?handle=NOT%20A%20HANDLE", null],
  ["GET", "/admin/bookings?sort=evil", null],
  ["GET", `/admin/bookings?q=${"x".repeat(121)}`, null],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "custom", reason: "Storm" }],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "policy" }],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "full", reason: "Storm", amount: 5 }],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "custom", reason: "Storm", amount: -1 }],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "custom", reason: "Storm", amount: 1.234 }],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "all", reason: "Storm" }],
  ["POST", `/admin/bookings/${id}/cancel`, { refund: "full", reason: "Storm", extra: true }],
  ["POST", `/admin/bookings/${id}/mark-paid`, { method: "bitcoin", reference: "R1" }],
  ["POST", `/admin/bookings/${id}/mark-paid`, { method: "cash", reference: "" }],
  ["POST", `/admin/bookings/${id}/resend-voucher`, { to: "someone@else.com" }],
]

/**
 * Every desk route needs an admin (401), refuses bad input with a 400 in the admin's language,
 * and answers a booking it cannot find with a localised 404.
 */
export async function expectDeskRefusals({ api, adminGet, adminPost }: DeskWorld) {
  for (const call of [
    api.get("/admin/bookings"),
    api.get(`/admin/bookings/${id}`),
    api.post(`/admin/bookings/${id}/cancel`, { refund: "full", reason: "Weather" }),
    api.post(`/admin/bookings/${id}/resend-voucher`, {}),
    api.post(`/admin/bookings/${id}/mark-paid`, { method: "cash", reference: "R1" }),
  ]) {
    expect((await send(call)).status).toBe(401)
  }
  for (const [method, url, body] of DESK_BAD_INPUT) {
    for (const locale of LOCALES) {
      const answer =
        method === "GET" ? await adminGet(url, locale) : await adminPost(url, body!, locale)
      expect([url, answer.status]).toEqual([url, 400])
      expect(answer.data.code).toEqual(expect.any(String))
      expect(answer.data.message).toMatch(
        locale === "es" ? /Revisa|fecha|Indica/ : /check|date|Enter/i,
      )
    }
  }
  for (const url of [
    "/admin/bookings/nope",
    `/admin/bookings/${id}`,
    "/admin/bookings/bkg_01jzzzzzzzzzzzzzzzzzzzzzzz",
  ]) {
    const es = await adminGet(url, "es")
    const en = await adminGet(url, "en")
    expect([es.status, es.data.code, es.data.message]).toEqual([
      404,
      "desk.booking_not_found",
      "No encontramos esa reserva.",
    ])
    expect([en.status, en.data.message]).toEqual([404, "We could not find that booking."])
  }
  const missing = await adminPost(
    `/admin/bookings/${id}/cancel`,
    { refund: "full", reason: "Storm" },
    "en",
  )
  expect([missing.status, missing.data.code]).toEqual([404, "desk.booking_not_found"])
}

/** The desk's booking list of a query (`q=…&state=…`), in the admin's language. */
export const deskSearch =
  ({ adminGet }: DeskWorld) =>
  async (query: string, locale: Locale = "es") =>
    (await adminGet(`/admin/bookings?${query}`, locale)).data
/** The booking ids of a desk list, in its order. */
export const bookingIds = (result: any): string[] => result.bookings.map((b: any) => b.id)

/**
 * The desk finds a booking by reference, e-mail, lead guest, experience, date and order number,
 * filters by state and payment and pages (newest first); Medusa's order search takes a reference.
 */
export async function expectDeskSearch(world: DeskWorld) {
  const { container, booking, adminGet, adminPost, sql, payLaterOrder, cardOrder } = world
  const search = deskSearch(world)
  const ids = bookingIds
  const unpaid = await payLaterOrder("Marta.Gil@Example.com", { offset: 3 })
  const paid = await cardOrder("lucia@example.org", { offset: 4, locale: "en" })
  const other = await payLaterOrder("otro@example.com", { offset: 4, name: ["Pedro", "Ruiz"] })
  const ref = bookingReference(unpaid.bookingId)

  expect(ids(await search(`q=${ref}`))).toEqual([unpaid.bookingId])
  expect(ids(await search(`q=${ref.toLowerCase().replace("-", " ")}`))).toEqual([unpaid.bookingId])
  expect(ids(await search("q=marta.gil@"))).toEqual([unpaid.bookingId])
  expect(ids(await search("q=LUCIA@EXAMPLE.ORG"))).toEqual([paid.bookingId])
  expect(ids(await search("q=pedro ruiz"))).toEqual([other.bookingId])
  expect(ids(await search("q=gil"))).toEqual([unpaid.bookingId])
  expect((await search("q=dunas rojas")).count).toBe(3)
  expect((await search("q=Red dunes")).count).toBe(3)
  expect((await search("q=safari-dunas")).count).toBe(3)
  expect((await search("q=no-such-thing")).count).toBe(0)
  expect((await search("q=100%25_")).count).toBe(0)
  expect(ids(await search(`date=${dayFromToday(3)}`))).toEqual([unpaid.bookingId])
  expect(new Set(ids(await search(`date=${dayFromToday(4)}`)))).toEqual(
    new Set([paid.bookingId, other.bookingId]),
  )
  const [{ display_id }] = await sql(`SELECT display_id FROM "order" WHERE id = '${paid.orderId}'`)
  expect(ids(await search(`q=%23${display_id}`))).toEqual([paid.bookingId])

  // The row as the page shows it: title in the admin's language, local time, party by band names.
  const [row] = (await search(`q=${bookingReference(paid.bookingId)}`, "en")).bookings
  expect(row).toMatchObject({
    reference: bookingReference(paid.bookingId),
    experience: "Red dunes safari",
    local_date: dayFromToday(4),
    local_time: "06:00",
    lead_guest: "Lucía Pérez",
    email: "lucia@example.org",
    seats: 2,
    party: [{ band: "adult", label: "Adult", count: 2 }],
    party_text: "2 adults",
    status: "live",
    payment: "paid",
    order_id: paid.orderId,
  })
  expect((await search(`q=${bookingReference(paid.bookingId)}`)).bookings[0]).toMatchObject({
    experience: "Safari por las dunas rojas",
    party: [{ label: "Adulto", count: 2 }],
    party_text: "2 adultos",
  })

  // Filters: the SQL money state agrees with the one rule (lib/order-money.ts) on every state.
  await adminPost(`/admin/bookings/${other.bookingId}/cancel`, {
    refund: "full",
    reason: "Asked by phone",
  })
  expect(ids(await search("payment=paid"))).toEqual([paid.bookingId])
  expect(ids(await search("payment=unpaid"))).toEqual([unpaid.bookingId])
  expect(ids(await search("payment=cancelled"))).toEqual([other.bookingId])
  expect(ids(await search("state=cancelled"))).toEqual([other.bookingId])
  expect(new Set(ids(await search("state=live")))).toEqual(
    new Set([paid.bookingId, unpaid.bookingId]),
  )
  for (const state of ["unpaid", "paid", "partly_refunded", "refunded", "cancelled"]) {
    for (const b of (await search(`payment=${state}`)).bookings) {
      expect((await readOrderMoney(container(), b.order_id))!.state).toBe(state)
    }
  }
  expect(await booking().checkInBooking(paid.bookingId)).toBeTruthy()
  expect(ids(await search("state=checked_in"))).toEqual([paid.bookingId])

  // Paging: newest first, with the count of all.
  const first = await search("limit=2&offset=0")
  const second = await search("limit=2&offset=2")
  expect(first.count).toBe(3)
  expect(first.bookings).toHaveLength(2)
  expect(second.bookings).toHaveLength(1)
  expect(new Set([...ids(first), ...ids(second)]).size).toBe(3)
  expect(ids(first)[0]).toBe(other.bookingId)

  // Medusa's own order list: a reference finds its order; an unknown one finds nothing.
  const orders = await adminGet(`/admin/orders?q=${ref}&fields=id`)
  expect(orders.status).toBe(200)
  expect(orders.data.orders.map((o: any) => o.id)).toEqual([unpaid.orderId])
  expect((await adminGet(`/admin/orders?q=SND-ZZZZZZZZ&fields=id`)).data.orders).toEqual([])
}
