import { describe, expect, it } from "vitest"
import { outcomeTarget } from "./card-outcome-target"
import type { CardOutcome } from "./card-payment-actions"

const urls = { successUrl: "/checkout/success", errorUrl: "/checkout/error" }
const ORDER = "order_01JTESTORDERAAAAAAAAAAAAAA"
const CART = "cart_01JTESTCARTAAAAAAAAAAAAAAA"
const outcome = (o: Partial<CardOutcome>): CardOutcome => ({
  outcome: "pending",
  cart_id: null,
  order_id: null,
  order_token: null,
  ...o,
})

describe("where a card or payment link's return page sends the traveller", () => {
  it("a cart's card paid after the cart became another order: that order, saying this payment goes back", () => {
    for (const state of ["unsuccessful", "expired"] as const)
      expect(
        outcomeTarget(
          outcome({ outcome: state, cart_id: CART, order_id: ORDER, reason: "session_replaced" }),
          urls,
        ),
      ).toBe(`/checkout/success?order_id=${ORDER}&payment=released`)
  })

  it("a payment link refunded because its order was cancelled: the failure page, not the order", () => {
    expect(
      outcomeTarget(
        outcome({ outcome: "unsuccessful", order_id: ORDER, reason: "order_canceled" }),
        urls,
      ),
    ).toBe("/checkout/error?reason=unsuccessful")
    expect(outcomeTarget(outcome({ outcome: "expired", order_id: ORDER }), urls)).toBe(
      "/checkout/error?reason=payment_failed",
    )
  })

  it("a card with no order: the failure page; a paid one: its order; undecided: nothing yet", () => {
    expect(outcomeTarget(outcome({ outcome: "unsuccessful", cart_id: CART }), urls)).toBe(
      "/checkout/error?reason=unsuccessful",
    )
    expect(
      outcomeTarget(outcome({ outcome: "success", cart_id: CART, order_id: ORDER }), urls),
    ).toBe(`/checkout/success?order_id=${ORDER}`)
    expect(outcomeTarget(outcome({ outcome: "pending", cart_id: CART }), urls)).toBeNull()
  })
})
