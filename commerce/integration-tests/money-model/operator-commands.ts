import fc from "fast-check"
import { action, index, laterOrders, liveOrders, payments, pick, type Cmd } from "./command-kit"
import { clearRefusal, type Model, type Real } from "./world"

/*
 * The shop admin's actions on orders in the model-based money test, through Medusa's own order
 * and payment routes and the pay-later follow-up: cancel, refund goodwill, send a payment link
 * (and the traveller pays it), capture at the desk. The spec runs them right after the
 * traveller's `commands`, in the order they had there (the CI seed's sequences stay the same).
 */

/** The shop admin presses Medusa's own "Cancel order". */
class AdminCancelOrder implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => liveOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(liveOrders(m), this.cart)!
    const done = await r.admin.post(`/admin/orders/${cart.orderId}/cancel`, {})
    clearRefusal(r, "admin: Cancel order", done)
    if (done.status < 300) cart.operatorCancelled = true
  }
  toString = () => `adminCancelOrder(order ${this.cart})`
}

/** The shop admin cancels a pay-later order from the follow-up ("Cancel and release seats"). */
class PayLaterCancel implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => laterOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(laterOrders(m), this.cart)!
    const done = await r.admin.post(`/admin/pay-later/${cart.orderId}/cancel`, {})
    clearRefusal(r, "admin: pay-later cancel", done)
    if (done.status < 300) cart.operatorCancelled = true
  }
  toString = () => `payLaterCancel(order ${this.cart})`
}

/** A goodwill refund from the order's payment section: the bookings stay. */
class Goodwill implements Cmd {
  constructor(
    readonly cart: number,
    readonly amount: number,
  ) {}
  check = (m: Readonly<Model>) => liveOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(liveOrders(m), this.cart)!
    const payment = (await payments(r, cart.orderId!)).find(
      (p) => p.captured_at && !p.provider_id.includes("system"),
    )
    if (!payment) return
    const reasons = (await r.admin.get("/admin/refund-reasons?limit=50")).data?.refund_reasons ?? []
    const goodwill = reasons.find((reason: any) => reason.code === "goodwill")
    const done = await r.admin.post(`/admin/payments/${payment.id}/refund`, {
      amount: this.amount,
      ...(goodwill ? { refund_reason_id: goodwill.id } : {}),
    })
    clearRefusal(r, `admin: goodwill refund ${this.amount}`, done)
    if (done.status < 300) cart.goodwill += this.amount
  }
  toString = () => `goodwill(order ${this.cart}, ${this.amount})`
}

/** The shop admin sends a pay-later order's payment link; its amount must be what the live bookings are worth. */
class SendLink implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => laterOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(laterOrders(m), this.cart)!
    const done = await r.admin.post(`/admin/pay-later/${cart.orderId}/payment-link`, {})
    clearRefusal(r, "admin: send payment link", done)
    const link = done.data?.payment_link
    if (done.status >= 300 || !link?.id) return
    if (!cart.links.some((l) => l.id === link.id))
      cart.links.push({ id: link.id, shown: Number(link.amount) })
  }
  toString = () => `sendLink(order ${this.cart})`
}

/** The traveller pays the last link they were sent (its webhook left pending). */
class PayLink implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => m.carts.some((c) => c.links.length)
  async run(m: Model, r: Real) {
    const cart = pick(
      m.carts.filter((c) => c.links.length),
      this.cart,
    )!
    const link = cart.links[cart.links.length - 1]
    const paid = await r.double
      .control(`sessions/${link.id}/pay`, { card: "4242 4242 4242 4242" })
      .catch((e: Error) => ({ outcome: e.message }))
    r.trail.push(`pay link -> ${paid.outcome}`)
  }
  toString = () => `payLink(order ${this.cart})`
}

/** Medusa's own "Capture payment" on a pay-later order: paid at the desk. */
class CaptureAtDesk implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => laterOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(laterOrders(m), this.cart)!
    const payment = (await payments(r, cart.orderId!)).find((p) => !p.captured_at && !p.canceled_at)
    if (!payment) return
    const done = await r.admin.post(`/admin/payments/${payment.id}/capture`, {})
    clearRefusal(r, "admin: capture at the desk", done)
  }
  toString = () => `captureAtDesk(order ${this.cart})`
}

/** The operator's actions on orders, weighted as travellers' rarer moves. */
export const operatorCommands = [
  action(
    1,
    index.map((c) => new AdminCancelOrder(c)),
  ),
  action(
    1,
    index.map((c) => new PayLaterCancel(c)),
  ),
  action(
    1,
    fc.tuple(index, fc.integer({ min: 1, max: 12 })).map(([c, amount]) => new Goodwill(c, amount)),
  ),
  action(
    2,
    index.map((c) => new SendLink(c)),
  ),
  action(
    2,
    index.map((c) => new PayLink(c)),
  ),
  action(
    1,
    index.map((c) => new CaptureAtDesk(c)),
  ),
]
