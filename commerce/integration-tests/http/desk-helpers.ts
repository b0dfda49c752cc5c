import { LOCALES } from "../../src/lib/i18n/messages"
import type { DeskWorld } from "../desk-world"
import { send } from "../fixtures"

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
