import { Modules } from "@medusajs/framework/utils"
import { holdNewSeatsStep } from "../../src/workflows/booking-lifecycle/change-booking-steps/hold-new-seats"
import { moveBookingStep } from "../../src/workflows/booking-lifecycle/change-booking-steps/move-booking"
import { planBookingChange } from "../../src/workflows/booking-lifecycle/change-booking-steps/plan-change"
import { rewriteBookingLinesStep } from "../../src/workflows/booking-lifecycle/change-booking-steps/rewrite-booking-lines"
import { restateOrderLinesStep } from "../../src/workflows/booking-lifecycle/steps/restate-order-lines"
import { defineCase, type World } from "./harness"
import { liveHolds, orderBookings, payLaterOrder, safariSlot, seats } from "./world"

/** What Medusa's order page lists: the lines (quantity, price) and the total. */
async function orderPage(w: World, orderId: string) {
  const order = await w.container
    .resolve(Modules.ORDER)
    .retrieveOrder(orderId, { relations: ["items"], select: ["id", "total", "items.id"] })
  return {
    total: Number(order.total),
    items: (order.items ?? [])
      .map((i) => ({ id: i.id, quantity: Number(i.quantity), unit_price: Number(i.unit_price) }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  }
}

/** A pay-later order of 2 adults on the 06:00 departure and the plan that moves it to 15:30 the same day, for 3. */
async function plannedMove(w: World) {
  const o = await payLaterOrder(w)
  const to = await safariSlot(w, 3, 1)
  const plan = await planBookingChange(w.container, {
    booking_id: o.bookingId,
    slot_id: to,
    travellers: { adult: 3 },
  })
  return { ...o, to, plan }
}

/** A booking's change (its seats, lines and party) and a cancellation restated on Medusa's order. */
export const CHANGE_CASES = [
  defineCase("change-booking-hold-new-seats", holdNewSeatsStep, async (w) => {
    const m = await plannedMove(w)
    return {
      input: m.plan,
      look: async () => ({
        slot: await seats(w, m.to),
        holds: await liveHolds(w, `change:${m.bookingId}`),
      }),
    }
  }),

  defineCase("change-booking-move", moveBookingStep, async (w) => {
    const m = await plannedMove(w)
    const hold = await w.booking().holdSeats({
      slot_id: m.plan.to.slot_id,
      cart_id: `change:${m.bookingId}`,
      seats: m.plan.hold_seats,
      travellers: m.plan.to.travellers,
      extras: m.plan.to.extras,
      pickup_point_id: m.plan.to.pickup_point_id,
    } as any)
    // The hold is the hold step's to give back (its own case): here, the booking and the seats sold.
    const booked = async (slotId: string) => (await seats(w, slotId)).booked
    return {
      input: { plan: m.plan, hold_id: hold.id },
      look: async () => ({
        bookings: await orderBookings(w, m.orderId),
        booked: [await booked(m.slotId), await booked(m.to)],
      }),
    }
  }),

  defineCase("change-booking-rewrite-lines", rewriteBookingLinesStep, async (w) => {
    const m = await plannedMove(w)
    return { input: { ...m.plan, changed_by: null }, look: () => orderPage(w, m.orderId) }
  }),

  defineCase("lifecycle-restate-order-lines", restateOrderLinesStep, async (w) => {
    const o = await payLaterOrder(w)
    return {
      input: { order_id: o.orderId, cancelled: [{ booking_id: o.bookingId, paid: 0, refund: 0 }] },
      look: () => orderPage(w, o.orderId),
    }
  }),
]
