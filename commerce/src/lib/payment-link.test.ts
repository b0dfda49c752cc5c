import { describe, expect, it } from "vitest"
import {
  formatLinkInstant,
  LINK_MARGIN_S,
  LINK_MAX_S,
  linkWindow,
  readPaymentLink,
} from "./payment-link"

const now = new Date("2026-11-26T10:00:00Z")
const nowS = now.getTime() / 1000
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000)
const penalty = { type: "penalty" as const, percent: 50, days: 2, hours: 0, minutes: 0 }
const zone = "Asia/Riyadh"

describe("linkWindow", () => {
  it("lasts 23 hours when the activity and its free cancellation are far away", () => {
    expect(linkWindow([{ starts_at: at(24 * 10), timezone: zone, policy: penalty }], now)).toEqual({
      ok: true,
      expires_at: nowS + LINK_MAX_S,
      timezone: zone,
    })
  })

  it("ends before the first booking starts once free cancellation is over", () => {
    const window = linkWindow(
      [
        { starts_at: at(30), timezone: zone, policy: penalty },
        { starts_at: at(10), timezone: zone, policy: penalty },
      ],
      now,
    )
    expect(window).toEqual({
      ok: true,
      expires_at: nowS + 10 * 3600 - LINK_MARGIN_S,
      timezone: zone,
    })
  })

  it("ends before free cancellation ends while it is still ahead", () => {
    const window = linkWindow([{ starts_at: at(48 + 5), timezone: zone, policy: penalty }], now)
    expect(window).toEqual({
      ok: true,
      expires_at: nowS + 5 * 3600 - LINK_MARGIN_S,
      timezone: zone,
    })
  })

  it("ignores the deadline of a non-refundable policy", () => {
    const window = linkWindow(
      [{ starts_at: at(12), timezone: zone, policy: { type: "non_refundable" } }],
      now,
    )
    expect(window).toMatchObject({ ok: true, expires_at: nowS + 12 * 3600 - LINK_MARGIN_S })
  })

  it("refuses when the start or the free-cancellation deadline leaves less than Stripe's 30 minutes, naming which", () => {
    expect(linkWindow([{ starts_at: at(0.4), timezone: zone, policy: penalty }], now)).toEqual({
      ok: false,
      code: "payment_link_starts_too_soon",
      at: at(0.4),
      timezone: zone,
    })
    expect(
      linkWindow([{ starts_at: at(48 + 1 / 6), timezone: zone, policy: penalty }], now),
    ).toMatchObject({
      ok: false,
      code: "payment_link_free_cancellation_ends",
      at: at(1 / 6),
    })
  })
})

describe("formatLinkInstant", () => {
  it("states the experience's wall clock with its zone, in the reader's language", () => {
    expect(formatLinkInstant("2026-11-27T02:59:00Z", zone, "en")).toBe(
      "27 November 2026 at 05:59 GMT+3",
    )
    expect(formatLinkInstant("2026-11-27T02:59:00Z", zone, "es")).toBe(
      "27 de noviembre de 2026 a las 05:59 GMT+3",
    )
  })
})

describe("readPaymentLink", () => {
  it("reads the server's record and nothing else", () => {
    expect(
      readPaymentLink({ payment_link: { id: "cs_1", url: null, expires_at: 1, amount: 2 } }),
    ).toMatchObject({ id: "cs_1" })
    expect(readPaymentLink({ payment_link: "cs_1" })).toBeNull()
    expect(readPaymentLink(null)).toBeNull()
  })
})
