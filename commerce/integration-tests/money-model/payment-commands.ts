import { openCarts, pick, type Cmd } from "./command-kit"
import { clearRefusal, noServerError, type Model, type ModelCart, type Real } from "./world"

/*
 * The paying actions of the model-based money test: pay later, by card on Stripe's page, the
 * webhooks Stripe then sends, and the return page.
 */

/** Open carts with a card payment started. */
export const cardCarts = (m: Model) => m.carts.filter((c) => !c.orderId && c.sessions.length)
const lastSession = (cart: ModelCart) => cart.sessions[cart.sessions.length - 1].id

/** The lead guest's billing details, as checkout asks them before paying. */
async function readyToPay(r: Real, cart: ModelCart) {
  const updated = await r.store.post(`/store/carts/${cart.id}`, {
    billing_address: { first_name: "Marta", last_name: "Gil", phone: "+34611222333" },
  })
  noServerError(r, "lead guest", updated)
}

export class PayLater implements Cmd {
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

export class StartCard implements Cmd {
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

export class PayOnStripe implements Cmd {
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

export class Deliver implements Cmd {
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

export class ReturnPage implements Cmd {
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
