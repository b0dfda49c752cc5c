import { describe, expect, it } from "vitest"
import { orderMoney } from "./order-money"

const live = { status: "confirmed" }
const gone = { status: "cancelled" }

describe("orderMoney", () => {
  it("is unpaid while nothing is captured, whatever provider the payment names", () => {
    expect(
      orderMoney({ bookings: [live], payments: [{ captures: [], refunds: [] }] }),
    ).toMatchObject({ state: "unpaid", captured: 0 })
  })

  it("is paid once Medusa recorded a capture (a paid link, the admin's capture, a card)", () => {
    expect(
      orderMoney({ bookings: [live], payments: [{ captures: [{ amount: 90 }], refunds: [] }] }),
    ).toMatchObject({ state: "paid", captured: 90, kept: 90 })
  })

  it("reads partly refunded, then refunded, while bookings stay live", () => {
    const part = orderMoney({
      bookings: [live, gone],
      payments: [{ captures: [{ amount: 180 }], refunds: [{ amount: 90 }] }],
    })
    expect(part).toMatchObject({
      state: "partly_refunded",
      refunded: 90,
      kept: 90,
      live_bookings: 1,
    })
    const all = orderMoney({
      bookings: [live],
      payments: [{ captures: [{ amount: 90 }], refunds: [{ amount: 60 }, { amount: 30 }] }],
    })
    expect(all.state).toBe("refunded")
  })

  it("reads cancelled when every booking is cancelled, keeping the penalty, or when Medusa cancelled the order", () => {
    const penalty = orderMoney({
      bookings: [gone, gone],
      payments: [{ captures: [{ amount: 520 }], refunds: [{ amount: 364 }] }],
    })
    expect(penalty).toMatchObject({ state: "cancelled", refunded: 364, kept: 156 })
    expect(orderMoney({ status: "canceled", bookings: [live], payments: [] }).state).toBe(
      "cancelled",
    )
  })

  it("counts in cents: no float left behind", () => {
    expect(
      orderMoney({
        bookings: [live],
        payments: [{ captures: [{ amount: 0.1 }, { amount: 0.2 }], refunds: [{ amount: 0.1 }] }],
      }),
    ).toMatchObject({ kept: 0.2 })
  })
})
