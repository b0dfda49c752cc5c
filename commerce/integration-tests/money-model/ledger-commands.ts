import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import fc from "fast-check"
import { PROMO_CODES } from "../../src/scripts/seed/promotions"
import { action, index, laterOrders, liveOrders, openCarts, pick, type Cmd } from "./command-kit"
import { clearRefusal, type Model, type Real } from "./world"

/**
 * Further actions of the model-based money test: promotion codes in the cart
 * (typed in any case, a second code, removed) and Medusa's own order edits,
 * claims, exchanges and returns, which must be refused on an order with
 * bookings (docs/booking.md, admin actions), and its "Mark as paid".
 */

const CODES = [
  PROMO_CODES.percent,
  PROMO_CODES.fixedEur,
  PROMO_CODES.minimumSpend,
  PROMO_CODES.expired,
]

/** The traveller types a code (in lower or upper case); the cart's total then shows what a card pays. */
class ApplyCode implements Cmd {
  constructor(
    readonly cart: number,
    readonly code: number,
    readonly lower: boolean,
  ) {}
  check = (m: Readonly<Model>) => openCarts(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(openCarts(m), this.cart)!
    const code = CODES[this.code % CODES.length]
    const done = await r.store.post(`/store/carts/${cart.id}/promotions`, {
      promo_codes: [this.lower ? code.toLowerCase() : code],
    })
    clearRefusal(r, `apply ${code}`, done)
  }
  toString = () =>
    `applyCode(cart ${this.cart}, ${CODES[this.code % CODES.length]}${this.lower ? ", lower case" : ""})`
}

/** The traveller removes the code the cart has. */
class RemoveCode implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => openCarts(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(openCarts(m), this.cart)!
    const seen = await r.store.get(`/store/carts/${cart.id}`)
    const code = (seen.data?.cart?.promotions ?? []).map((p: any) => p.code).find(Boolean)
    if (!code) return
    const done = await r.storeDelete(`/store/carts/${cart.id}/promotions`, { promo_codes: [code] })
    clearRefusal(r, `remove ${code}`, done)
  }
  toString = () => `removeCode(cart ${this.cart})`
}

const CHANGES = [
  { path: "/admin/order-edits", body: (order: string) => ({ order_id: order }) },
  { path: "/admin/claims", body: (order: string) => ({ order_id: order, type: "refund" }) },
  { path: "/admin/exchanges", body: (order: string) => ({ order_id: order }) },
  { path: "/admin/returns", body: (order: string) => ({ order_id: order }) },
]

/** The shop admin tries Medusa's "Edit order" (or a claim, exchange or return): refused, nothing changes. */
class EditOrder implements Cmd {
  constructor(
    readonly cart: number,
    readonly kind: number,
  ) {}
  check = (m: Readonly<Model>) => liveOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(liveOrders(m), this.cart)!
    const change = CHANGES[this.kind % CHANGES.length]
    const done = await r.admin.post(change.path, change.body(cart.orderId!))
    clearRefusal(r, `admin: ${change.path}`, done)
    if (done.status < 400) {
      throw new Error(
        `${change.path} on an order with bookings answered ${done.status}\n${r.trail.join("\n")}`,
      )
    }
  }
  toString = () => `editOrder(order ${this.cart}, ${CHANGES[this.kind % CHANGES.length].path})`
}

/** Medusa's own "Mark as paid" on a pay-later order: either the order reads paid or a clear refusal. */
class MarkAsPaid implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => laterOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(laterOrders(m), this.cart)!
    const { data } = await r.container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["payment_collections.id"],
      filters: { id: cart.orderId },
    })
    const collection = (data[0] as any)?.payment_collections?.[0]?.id
    if (!collection) return
    const done = await r.admin.post(`/admin/payment-collections/${collection}/mark-as-paid`, {
      order_id: cart.orderId,
    })
    clearRefusal(r, "admin: mark as paid", done)
  }
  toString = () => `markAsPaid(order ${this.cart})`
}

export const ledgerCommands = [
  action(
    2,
    fc
      .tuple(index, fc.nat({ max: CODES.length - 1 }), fc.boolean())
      .map(([cart, code, lower]) => new ApplyCode(cart, code, lower)),
  ),
  action(
    1,
    index.map((cart) => new RemoveCode(cart)),
  ),
  action(
    1,
    fc
      .tuple(index, fc.nat({ max: CHANGES.length - 1 }))
      .map(([cart, kind]) => new EditOrder(cart, kind)),
  ),
  action(
    1,
    index.map((cart) => new MarkAsPaid(cart)),
  ),
]
