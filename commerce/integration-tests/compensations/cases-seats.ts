import { expectedHoldLines } from "../../src/lib/booking-lines"
import { resolveComboRequest } from "../../src/lib/combo/request"
import { cancelBookingSeatsStep } from "../../src/workflows/booking/steps/cancel-booking-seats"
import { recoverOrderHoldsStep } from "../../src/workflows/booking/steps/recover-order-holds"
import { cancelLiveBookingsStep } from "../../src/workflows/booking-lifecycle/steps/cancel-live-bookings"
import { addComboLinesStep } from "../../src/workflows/combo/steps/add-combo-lines"
import { holdComboStep } from "../../src/workflows/combo/steps/hold-combo"
import { addBookingLinesStep } from "../../src/workflows/steps/add-booking-lines"
import { adjustHoldStep } from "../../src/workflows/steps/adjust-hold"
import { convertCartHoldsStep } from "../../src/workflows/steps/convert-cart-holds"
import { holdBookingStep } from "../../src/workflows/steps/hold-booking"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { DESERT_SAFARI, dayFromToday } from "../fixtures"
import { defineCase, type World } from "./harness"
import {
  cartFacts,
  cartHolds,
  cartLines,
  liveHolds,
  orderBookings,
  payLaterOrder,
  safariSlot,
  seats,
  unbookedOrder,
} from "./world"

/** Seats of a slot and a cart's holds: what the availability page and the cart show. */
const seatsAndHolds = (w: World, slotId: string, cartId: string) => async () => ({
  slot: await seats(w, slotId),
  holds: await liveHolds(w, cartId),
})

/** An order's bookings, its cart's holds and the slot's seats. */
const orderSeats =
  (w: World, o: { orderId: string; cartId: string; slotId: string }) => async () => ({
    bookings: await orderBookings(w, o.orderId),
    holds: await cartHolds(w, o.cartId),
    slot: await seats(w, o.slotId),
  })

/** A combo of the two seeded experiences' shared options, two days ahead, for 2 adults. */
export async function comboRequest(w: World) {
  const slotOf = async (handle: string) =>
    (
      await w.store.get(`/store/experiences/${handle}/availability/${dayFromToday(2)}`)
    ).data.options.find((o: any) => o.code === "shared").slots[0].id as string
  const { data } = await w.store.get("/store/combos")
  const date = dayFromToday(2)
  return {
    combo_id: data.combos[0].id as string,
    parts: [
      { date, slot_id: await slotOf(SKELETON_EXPERIENCE.handle) },
      { date, slot_id: await slotOf(DESERT_SAFARI.handle) },
    ],
    travellers: { adult: 2 },
  }
}

/** Steps that take, give back or convert seats, and write a cart's booking lines. */
export const SEAT_CASES = [
  defineCase("hold-booking", holdBookingStep, async (w) => {
    const cartId = await w.store.newCart()
    const slotId = await safariSlot(w)
    return {
      input: { slot_id: slotId, cart_id: cartId, travellers: { adult: 2 } },
      look: seatsAndHolds(w, slotId, cartId),
    }
  }),

  defineCase("adjust-hold", adjustHoldStep, async (w) => {
    const { cartId, slotId, holdId } = await w.store.cartWithBooking({ adult: 2 })
    return {
      input: { hold_id: holdId, cart_id: cartId, seats: 4, travellers: { adult: 4 } },
      look: seatsAndHolds(w, slotId, cartId),
    }
  }),

  defineCase("add-booking-lines", addBookingLinesStep, async (w) => {
    const { cartId, holdId } = await w.store.cartWithBooking({ adult: 2 })
    const lines = (await cartLines(w, cartId)).map((l) => ({
      variant_id: l.variant_id,
      quantity: 1,
      metadata: { hold_id: holdId },
    }))
    return {
      input: { cart: await cartFacts(w, cartId), product_id: await productOf(w, holdId), lines },
      look: () => cartLines(w, cartId),
    }
  }),

  defineCase("convert-cart-holds", convertCartHoldsStep, async (w) => {
    const o = await unbookedOrder(w)
    const expected = await expectedHoldLines(w.container, o.cartId)
    return {
      input: { cart_id: o.cartId, order_id: o.orderId, expected },
      look: orderSeats(w, o),
    }
  }),

  defineCase("recover-order-holds", recoverOrderHoldsStep, async (w) => {
    const o = await unbookedOrder(w)
    return { input: { cart_id: o.cartId, order_id: o.orderId }, look: orderSeats(w, o) }
  }),

  defineCase("cancel-booking-seats", cancelBookingSeatsStep, async (w) => {
    const o = await payLaterOrder(w)
    return { input: { booking_id: o.bookingId }, look: orderSeats(w, o) }
  }),

  defineCase("lifecycle-cancel-live-bookings", cancelLiveBookingsStep, async (w) => {
    const o = await payLaterOrder(w)
    return { input: { booking_ids: [o.bookingId] }, look: orderSeats(w, o) }
  }),

  defineCase("hold-combo", holdComboStep, async (w) => {
    const cartId = await w.store.newCart()
    const request = await comboRequest(w)
    return {
      input: { ...request, cart_id: cartId, currency_code: "eur" },
      look: async () => ({
        slots: await Promise.all(request.parts.map((p) => seats(w, p.slot_id))),
        holds: await liveHolds(w, cartId),
      }),
    }
  }),

  defineCase("add-combo-lines", addComboLinesStep, async (w) => {
    const cartId = await w.store.newCart()
    const request = await comboRequest(w)
    const added = await w.store.post(`/store/carts/${cartId}/combos`, request)
    const holds: { id: string }[] = added.data.combo.holds
    const resolved = await resolveComboRequest(w.container, { ...request, currency_code: "eur" })
    const parts = resolved.parts.map((part, i) => ({ ...part, hold_id: holds[i].id }))
    return {
      input: { cart: await cartFacts(w, cartId), parts },
      look: () => cartLines(w, cartId),
    }
  }),
]

async function productOf(w: World, holdId: string) {
  const [row] = await w.sql(
    `SELECT s.product_id FROM hold h JOIN slot s ON s.id = h.slot_id WHERE h.id = ?`,
    [holdId],
  )
  return row.product_id as string
}
