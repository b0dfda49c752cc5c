import fc from "fast-check"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { action, index, liveOrders } from "./command-kit"
import { clearRefusal, type Model, type Real } from "./world"

type Cmd = fc.AsyncCommand<Model, Real>

const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined)

/**
 * The desk changes a live order's booking (`POST /admin/bookings/:id/change`):
 * to another of the run's slots, or to another number of adults. An increase
 * is asked by a payment link (kept in the cart's links, and as what the
 * order still owes until it is paid); a decrease first pays what was owed,
 * the rest is refunded at Stripe.
 */
class ChangeBooking implements Cmd {
  constructor(
    readonly cart: number,
    readonly booking: number,
    readonly slot: number | null,
    readonly adult: number | null,
  ) {}
  check = (m: Readonly<Model>) => liveOrders(m as Model).length > 0
  async run(m: Model, r: Real) {
    const cart = pick(liveOrders(m), this.cart)!
    const service = r.container.resolve(BOOKING_MODULE) as BookingModuleService
    const live = await service.listBookings(
      { order_id: cart.orderId!, status: "confirmed" },
      { order: { created_at: "ASC" }, take: null },
    )
    const booking = pick(live, this.booking)
    if (!booking) return
    const body: Record<string, unknown> = {}
    if (this.slot !== null) body.slot_id = pick(r.slots, this.slot)
    if (this.adult !== null) body.travellers = { adult: this.adult }
    const done = await r.admin.post(`/admin/bookings/${booking.id}/change`, body)
    clearRefusal(r, `admin: change booking ${JSON.stringify(body)}`, done)
    if (done.status >= 300) return
    cart.changes = (cart.changes ?? 0) + 1
    // What its e-mail states as the order's total: Medusa's order total now, its lines (penalties
    // kept included) less goodwill already refunded (credit lines), what the ledger holds.
    const { data } = await r.container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["id", "total"],
      filters: { id: cart.orderId! },
    })
    cart.changeTotal = Math.round(Number((data[0] as any)?.total ?? 0) * 100)
    // A change link paid before this change owes nothing any more.
    if (cart.changeDue) {
      const paid = await r.double.stripe.checkout.sessions.retrieve(cart.changeDue.link)
      if (paid.payment_status === "paid") cart.changeDue = null
    }
    const change = done.data.change
    const link = change.payment_link
    if (link?.id) {
      if (!cart.links.some((l) => l.id === link.id))
        cart.links.push({ id: link.id, shown: Number(link.amount) })
      cart.changeDue = { link: link.id, cents: Math.round(Number(link.amount) * 100) }
    } else if (cart.changeDue) {
      const cents = Math.max(0, cart.changeDue.cents + Math.round(Number(change.difference) * 100))
      cart.changeDue = cents > 0 ? { ...cart.changeDue, cents } : null
    }
  }
  toString = () =>
    `changeBooking(order ${this.cart}, booking ${this.booking}, slot ${this.slot}, adults ${this.adult})`
}

export const changeCommands = [
  action(
    4,
    fc
      .tuple(
        index,
        index,
        fc.option(fc.nat({ max: 7 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      )
      .map(
        ([c, b, slot, adult]) => new ChangeBooking(c, b, slot, adult ?? (slot === null ? 2 : null)),
      ),
  ),
]
