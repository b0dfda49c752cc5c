import { describe, expect, it } from "vitest"
import { planRefund, type RefundablePayment } from "./order-refund"

const CARD = "pp_stripe-checkout_card"
const card = (over: Partial<RefundablePayment> = {}): RefundablePayment => ({
  id: "pay_card",
  provider_id: CARD,
  payment_intent: "pi_card",
  created_at: "2026-11-02T10:00:00Z",
  captures: [{ amount: 90 }],
  refunds: [],
  ...over,
})
const link = (over: Partial<RefundablePayment> = {}): RefundablePayment => ({
  id: "pay_later",
  provider_id: "pp_system_default",
  payment_intent: "pi_link",
  created_at: "2026-11-01T10:00:00Z",
  captures: [{ amount: 45 }],
  refunds: [],
  ...over,
})

describe("planRefund", () => {
  it("takes from the card payment first, then the others, never more than each keeps", () => {
    const plan = planRefund({
      payments: [link(), card()],
      amountCents: 10000,
      key: "k",
      cardProviderId: CARD,
    })
    expect(plan.parts).toEqual([
      { payment_id: "pay_card", payment_intent: "pi_card", cents: 9000 },
      { payment_id: "pay_later", payment_intent: "pi_link", cents: 1000 },
    ])
  })

  it("gives back everything kept when no amount is named, and caps an amount at what is kept", () => {
    const payments = [card({ refunds: [{ amount: 20 }] }), link()]
    expect(
      planRefund({ payments, amountCents: null, key: "all", cardProviderId: CARD }).parts.map(
        (p) => p.cents,
      ),
    ).toEqual([7000, 4500])
    const capped = planRefund({ payments, amountCents: 50000, key: "big", cardProviderId: CARD })
    expect(capped.parts.reduce((t, p) => t + p.cents, 0)).toBe(11500)
    expect(capped.kept_cents).toBe(11500)
  })

  it("plans nothing more for a key already refunded, and only the rest of a key refunded in part", () => {
    const done = card({ refunds: [{ amount: 45, metadata: { refund_key: "cancel-booking:b1" } }] })
    expect(
      planRefund({
        payments: [done],
        amountCents: 4500,
        key: "cancel-booking:b1",
        cardProviderId: CARD,
      }).parts,
    ).toEqual([])
    expect(
      planRefund({
        payments: [done],
        amountCents: 6000,
        key: "cancel-booking:b1",
        cardProviderId: CARD,
      }).parts,
    ).toEqual([{ payment_id: "pay_card", payment_intent: "pi_card", cents: 1500 }])
    const all = card({ refunds: [{ amount: 30, metadata: { refund_key: "cancel-order:o1" } }] })
    expect(
      planRefund({
        payments: [all],
        amountCents: null,
        key: "cancel-order:o1",
        cardProviderId: CARD,
      }).parts,
    ).toEqual([])
    expect(
      planRefund({ payments: [all], amountCents: null, key: "other", cardProviderId: CARD })
        .parts[0].cents,
    ).toBe(6000)
  })

  it("plans nothing for an unpaid order or a zero amount", () => {
    const unpaid = link({ captures: [], payment_intent: null })
    expect(
      planRefund({ payments: [unpaid], amountCents: null, key: "k", cardProviderId: CARD }).parts,
    ).toEqual([])
    expect(
      planRefund({ payments: [card()], amountCents: 0, key: "k", cardProviderId: CARD }).parts,
    ).toEqual([])
  })
})
