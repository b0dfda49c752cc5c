import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import fc from "fast-check"
import releaseExpiredHolds from "../../src/jobs/release-expired-holds"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { signId } from "../../src/lib/signed-token"
import { action, index, openCarts, ordered, pick, type Cmd } from "./command-kit"
import {
  cardCarts,
  Deliver,
  PayLater,
  PayOnStripe,
  ReturnPage,
  StartCard,
} from "./payment-commands"
import { clearRefusal, noServerError, type Model, type Real } from "./world"

/**
 * The actions of the model-based money test: traveller, Stripe and clock
 * actions (the operator's join them as the lifecycle gains them). Each picks
 * its cart, booking or slot by an index taken modulo what exists when it
 * runs, so every generated sequence is runnable and shrinks well.
 */
class Add implements Cmd {
  constructor(
    readonly cart: number | null,
    readonly slot: number,
    readonly adult: number,
    readonly child: number,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    let cart = this.cart === null ? undefined : pick(openCarts(m), this.cart)
    if (!cart) {
      const email = `model-${++m.serial}@example.com`
      const made = await r.store.post("/store/carts", { region_id: r.regionId, email })
      noServerError(r, "new cart", made)
      cart = { id: made.data.cart.id, email, bookings: [], sessions: [], links: [], goodwill: 0 }
      m.carts.push(cart)
    }
    const slotId = pick(r.slots, this.slot)!
    const added = await r.store.post(`/store/carts/${cart.id}/bookings`, {
      slot_id: slotId,
      travellers: { adult: this.adult, child: this.child },
    })
    clearRefusal(r, `add ${this.adult}+${this.child}`, added)
    if (added.status < 300) cart.bookings.push({ holdId: added.data.hold.id, slotId })
  }
  toString = () => `add(cart ${this.cart}, slot ${this.slot}, ${this.adult}+${this.child})`
}

class Change implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
    readonly adult: number,
  ) {}
  check = (m: Readonly<Model>) => openCarts(m as Model).some((c) => c.bookings.length)
  async run(m: Model, r: Real) {
    const cart = pick(
      openCarts(m).filter((c) => c.bookings.length),
      this.cart,
    )!
    const booking = pick(cart.bookings, this.booking)!
    const changed = await r.store.post(`/store/carts/${cart.id}/bookings/${booking.holdId}`, {
      travellers: { adult: this.adult },
    })
    clearRefusal(r, `change to ${this.adult}`, changed)
  }
  toString = () => `change(cart ${this.cart}, booking ${this.booking}, ${this.adult} adults)`
}

class Remove implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
  ) {}
  check = (m: Readonly<Model>) => openCarts(m as Model).some((c) => c.bookings.length)
  async run(m: Model, r: Real) {
    const cart = pick(
      openCarts(m).filter((c) => c.bookings.length),
      this.cart,
    )!
    const booking = pick(cart.bookings, this.booking)!
    const removed = await r.store.del(`/store/carts/${cart.id}/bookings/${booking.holdId}`)
    clearRefusal(r, "remove", removed)
    if (removed.status < 300) cart.bookings = cart.bookings.filter((b) => b !== booking)
  }
  toString = () => `remove(cart ${this.cart}, booking ${this.booking})`
}

class Cancel implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
  ) {}
  check = (m: Readonly<Model>) => ordered(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(ordered(m), this.cart)!
    const service = r.container.resolve(BOOKING_MODULE) as BookingModuleService
    const bookings = await service.listBookings({ order_id: cart.orderId! })
    const booking = pick(bookings, this.booking)
    if (!booking) return
    const token = signId("voucher", booking.id)
    const done = await r.store.post(`/store/vouchers/${token}/cancel`)
    clearRefusal(r, "cancel booking", done)
    if (done.status < 300 && done.data.cancellation.cancelled_now) {
      const refund = done.data.cancellation.refund
      m.refunds.set(booking.hold_id, refund ? Number(refund.amount) : null)
      r.trail.push(`  refund announced ${refund ? refund.amount : "none (nothing paid)"}`)
    }
  }
  toString = () => `cancel(order ${this.cart}, booking ${this.booking})`
}

class ExpireHolds implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => m.carts.some((c) => !c.orderId)
  async run(m: Model, r: Real) {
    const cart = pick(
      m.carts.filter((c) => !c.orderId),
      this.cart,
    )!
    const pg = r.container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    await pg.raw(
      "UPDATE hold SET expires_at = now() - interval '1 second' WHERE cart_id = ? AND status = 'active'",
      [cart.id],
    )
    await releaseExpiredHolds(r.container)
    r.trail.push(`holds of ${cart.id} expired`)
  }
  toString = () => `expireHolds(cart ${this.cart})`
}

/** A traveller's whole journey in one step: a new cart with one booking, then paid by card on Stripe's page (its webhook left pending) or placed to pay later. */
class Journey implements Cmd {
  constructor(
    readonly slot: number,
    readonly adult: number,
    readonly child: number,
    readonly pay: "card" | "declined" | "later",
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    await new Add(null, this.slot, this.adult, this.child).run(m, r)
    const index = openCarts(m).length - 1
    if (this.pay === "later") return new PayLater(index).run(m, r)
    await new StartCard(index).run(m, r)
    const cart = m.carts[m.carts.length - 1]
    if (cart.sessions.length)
      await new PayOnStripe(cardCarts(m).indexOf(cart), this.pay === "declined").run(m, r)
  }
  toString = () => `journey(slot ${this.slot}, ${this.adult}+${this.child}, ${this.pay})`
}

/** Every action, weighted towards what travellers do most. */
export const commands = [
  action(
    4,
    fc
      .tuple(
        fc.nat({ max: 31 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom<"card" | "declined" | "later">("card", "card", "declined", "later"),
      )
      .map(([slot, adult, child, pay]) => new Journey(slot, adult, child, pay)),
  ),
  action(
    2,
    fc
      .tuple(
        fc.option(index, { nil: null }),
        fc.nat({ max: 31 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
      )
      .map(([cart, slot, adult, child]) => new Add(cart, slot, adult, child)),
  ),
  action(
    2,
    fc
      .tuple(index, index, fc.integer({ min: 0, max: 5 }))
      .map(([c, b, adult]) => new Change(c, b, adult)),
  ),
  action(
    1,
    fc.tuple(index, index).map(([c, b]) => new Remove(c, b)),
  ),
  action(
    1,
    index.map((c) => new PayLater(c)),
  ),
  action(
    2,
    index.map((c) => new StartCard(c)),
  ),
  action(
    2,
    fc.tuple(index, fc.boolean()).map(([c, declined]) => new PayOnStripe(c, declined)),
  ),
  action(
    3,
    fc
      .tuple(fc.constantFrom<1 | 2>(1, 2), fc.boolean())
      .map(([times, reversed]) => new Deliver(times, reversed)),
  ),
  action(
    2,
    index.map((c) => new ReturnPage(c)),
  ),
  action(
    3,
    fc.tuple(index, index).map(([c, b]) => new Cancel(c, b)),
  ),
  action(
    1,
    index.map((c) => new ExpireHolds(c)),
  ),
]
