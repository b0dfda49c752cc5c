import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import fc from "fast-check"
import releaseExpiredHolds from "../../src/jobs/release-expired-holds"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { signId } from "../../src/lib/signed-token"
import { clearRefusal, noServerError, type Model, type ModelCart, type Real } from "./world"

/**
 * The actions of the model-based money test: traveller, Stripe and clock
 * actions (the operator's join them as the lifecycle gains them). Each picks
 * its cart, booking or slot by an index taken modulo what exists when it
 * runs, so every generated sequence is runnable and shrinks well.
 */
export type Cmd = fc.AsyncCommand<Model, Real>

export const pick = <T>(list: T[], index: number) =>
  list.length ? list[index % list.length] : undefined
export const openCarts = (m: Model) => m.carts.filter((c) => !c.orderId)
const cardCarts = (m: Model) => m.carts.filter((c) => !c.orderId && c.sessions.length)
const lastSession = (cart: ModelCart) => cart.sessions[cart.sessions.length - 1].id
export const ordered = (m: Model) => m.carts.filter((c) => c.orderId)

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

async function readyToPay(r: Real, cart: ModelCart) {
  const updated = await r.store.post(`/store/carts/${cart.id}`, {
    billing_address: { first_name: "Marta", last_name: "Gil", phone: "+34611222333" },
  })
  noServerError(r, "lead guest", updated)
}

class PayLater implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => openCarts(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(openCarts(m), this.cart)!
    await readyToPay(r, cart)
    const collection = await r.store.post("/store/payment-collections", { cart_id: cart.id })
    noServerError(r, "payment collection", collection)
    if (collection.status >= 300) return
    const session = await r.store.post(
      `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
      {
        provider_id: "pp_system_default",
      },
    )
    noServerError(r, "pay later session", session)
    const done = await r.store.post(`/store/carts/${cart.id}/complete-booking`)
    clearRefusal(r, "complete (pay later)", done)
    // A cart its card webhook completed already answers with that order: still paid by card.
    const completed = session.status === 409 && session.data?.code === "cart_completed"
    if (done.status < 300)
      Object.assign(cart, {
        orderId: done.data.order.id,
        method: completed && cart.method === "card" ? "card" : "later",
      })
  }
  toString = () => `payLater(cart ${this.cart})`
}

class StartCard implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => openCarts(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(openCarts(m), this.cart)!
    await readyToPay(r, cart)
    const seen = await r.store.get(`/store/carts/${cart.id}`)
    noServerError(r, "cart", seen)
    const started = await r.store.post(`/store/carts/${cart.id}/card-payment`, {})
    clearRefusal(r, "pay by card", started)
    if (started.status >= 300) return
    // Paying again with nothing changed gives back the same open session: one session, counted once.
    const id: string = started.data.card_payment.checkout_session_id
    cart.sessions = cart.sessions.filter((s) => s.id !== id)
    cart.sessions.push({ id, shown: Number(seen.data.cart.total) })
    cart.method = "card"
  }
  toString = () => `startCard(cart ${this.cart})`
}

class PayOnStripe implements Cmd {
  constructor(
    readonly cart: number,
    readonly declined: boolean,
  ) {}
  check = (m: Readonly<Model>) => cardCarts(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(cardCarts(m), this.cart)!
    const card = this.declined ? "4000 0000 0000 0002" : "4242 4242 4242 4242"
    const paid = await r.double
      .control(`sessions/${lastSession(cart)}/pay`, { card })
      .catch((e: Error) => ({ outcome: e.message }))
    r.trail.push(`stripe pay ${this.declined ? "declined" : "4242"} -> ${paid.outcome}`)
  }
  toString = () => `payOnStripe(cart ${this.cart}, ${this.declined ? "declined" : "ok"})`
}

class Deliver implements Cmd {
  constructor(
    readonly times: 1 | 2,
    readonly reversed: boolean,
  ) {}
  check = () => true
  async run(_m: Model, r: Real) {
    const pending = (await r.double.events())
      .filter((e) => e.deliveries.length === 0)
      .map((e) => e.id)
    if (!pending.length) return
    const ids = this.reversed ? pending.reverse() : pending
    const result = await r.double.control("deliver", { ids, times: this.times })
    for (const entry of result.data ?? []) {
      for (const status of entry.statuses ?? [])
        if (status >= 500) throw new Error(`webhook answered ${status}\n${r.trail.join("\n")}`)
    }
    r.trail.push(`deliver ${ids.length} event(s) x${this.times}${this.reversed ? " reversed" : ""}`)
  }
  toString = () => `deliver(x${this.times}${this.reversed ? ", reversed" : ""})`
}

class ReturnPage implements Cmd {
  constructor(readonly cart: number) {}
  check = (m: Readonly<Model>) => cardCarts(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(cardCarts(m), this.cart)!
    const answer = await r.store.get(
      `/store/carts/${cart.id}/card-payment?session_id=${lastSession(cart)}`,
    )
    clearRefusal(r, "return page", answer)
    const orderId = answer.data?.card_payment?.order_id
    if (orderId) cart.orderId = orderId
  }
  toString = () => `returnPage(cart ${this.cart})`
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

export const index = fc.nat({ max: 7 })

export const liveOrders = (m: Model) => m.carts.filter((c) => c.orderId && !c.operatorCancelled)
export const laterOrders = (m: Model) => liveOrders(m).filter((c) => c.method === "later")

/** The order's payments as Medusa recorded them. */
export async function payments(r: Real, orderId: string) {
  const { data } = await r.container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: orderId },
  })
  return ((data[0] as any)?.payment_collections ?? []).flatMap(
    (c: any) => c.payments ?? [],
  ) as any[]
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

/** Counts the runs of each action (a skipped one does not count) for the summary line. */
class Counted implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (m: Readonly<Model>) => this.inner.check(m)
  async run(m: Model, r: Real) {
    const name = this.inner.constructor.name
    m.ran[name] = (m.ran[name] ?? 0) + 1
    const started = Date.now()
    await this.inner.run(m, r)
    r.trail.push(`  ${this.inner} took ${Date.now() - started} ms`)
  }
  toString = () => this.inner.toString()
}

export const action = <T extends Cmd>(weight: number, arbitrary: fc.Arbitrary<T>) => ({
  weight,
  arbitrary: arbitrary.map((command) => new Counted(command) as Cmd),
})

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
