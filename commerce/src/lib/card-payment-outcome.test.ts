import { describe, expect, it } from "vitest"
import type { CheckoutSnapshot } from "./checkout-snapshot"
import { cardPaymentState } from "./card-payment-outcome"

const snap = (over: Partial<CheckoutSnapshot>): CheckoutSnapshot => ({
  id: "cs_1",
  cart_id: "cart_1",
  order_id: null,
  payment_session_id: null,
  session_status: "complete",
  intent_id: "pi_1",
  intent_status: "requires_capture",
  intent_error: null,
  amount_total: 1000,
  amount_received: 0,
  currency: "eur",
  ...over,
})
const cart = { exists: true, current: true, order_id: null }

describe("a cart's card payment, read from Stripe's state", () => {
  it("is placeable when authorised or captured by the cart's current session", () => {
    expect(cardPaymentState(snap({}), cart)).toEqual({
      paid: true,
      authorised: true,
      placeable: true,
      decided: null,
    })
    expect(cardPaymentState(snap({ intent_status: "succeeded" }), cart)).toMatchObject({
      paid: true,
      authorised: false,
      placeable: true,
    })
  })

  it("gives the money back when the cart no longer pays with this session, or is gone", () => {
    for (const state of [
      cardPaymentState(snap({}), { ...cart, current: false, order_id: "order_1" }),
      cardPaymentState(snap({}), { ...cart, exists: false }),
    ]) {
      expect(state).toMatchObject({
        paid: true,
        placeable: false,
        decided: { outcome: "unsuccessful", reason: "session_replaced" },
      })
    }
    expect(
      cardPaymentState(snap({}), { ...cart, current: false, order_id: "order_1" }).decided
        ?.order_id,
    ).toBe("order_1")
  })

  it("is pending while unpaid (with a declined card's reason), expired once cancelled or expired", () => {
    expect(
      cardPaymentState(
        snap({ intent_status: "requires_payment_method", intent_error: "card_declined" }),
        cart,
      ).decided,
    ).toEqual({
      cart_id: "cart_1",
      order_id: null,
      outcome: "pending",
      reason: "card_declined",
    })
    expect(
      cardPaymentState(snap({ intent_status: null, session_status: "open" }), cart).decided,
    ).toEqual({ cart_id: "cart_1", order_id: null, outcome: "pending" })
    expect(cardPaymentState(snap({ intent_status: "canceled" }), cart).decided?.outcome).toBe(
      "expired",
    )
    expect(
      cardPaymentState(snap({ intent_status: null, session_status: "expired" }), cart),
    ).toMatchObject({ paid: false, placeable: false, decided: { outcome: "expired" } })
  })
})
