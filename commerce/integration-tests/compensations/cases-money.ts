import { Modules } from "@medusajs/framework/utils"
import { settlements } from "../../src/lib/settlement-semaphore"
import { addChangePaymentStep } from "../../src/workflows/booking-lifecycle/change-booking-steps/add-change-payment"
import { acquireSettlementLockStep } from "../../src/workflows/payment/steps/acquire-settlement-lock"
import { createPaymentLinkStep } from "../../src/workflows/payment/steps/create-payment-link"
import { dropLostLinesStep } from "../../src/workflows/payment/steps/drop-lost-lines"
import { salvageCartHoldsStep } from "../../src/workflows/payment/steps/salvage-cart-holds"
import { acquireLockStep } from "../../src/workflows/steps/acquire-lock"
import { defineCase, type World } from "./harness"
import { cartHolds, cartLines, lockFree, payLaterOrder, safariSlot } from "./world"

/** The payments of an order Medusa's order page counts: not cancelled, on a collection still linked. */
export const orderPayments = (w: World, orderId: string) =>
  w.sql(
    `SELECT p.id, p.amount FROM order_payment_collection opc
       JOIN payment p ON p.payment_collection_id = opc.payment_collection_id
      WHERE opc.order_id = ? AND opc.deleted_at IS NULL AND p.deleted_at IS NULL
        AND p.canceled_at IS NULL
      ORDER BY p.id`,
    [orderId],
  )

/** Locks, payment links, a paid cart's lost holds and lines, a change's extra payment. */
export const MONEY_CASES = [
  defineCase("sendero-acquire-lock", acquireLockStep, async (w) => {
    const key = "compensation-test:order"
    return { input: { key, timeout: 0, ttl: 30 }, look: () => lockFree(w, key) }
  }),

  defineCase("acquire-settlement-lock", acquireSettlementLockStep, async (w) => {
    const key = "card-payment:compensation-test"
    // The lock, and the process's settlement place (four leaked places stall every card payment).
    const places = () => (settlements as unknown as { free: number }).free
    return {
      input: { key },
      look: async () => ({ free: await lockFree(w, key), places: places() }),
    }
  }),

  defineCase("create-payment-link", createPaymentLinkStep, async (w) => {
    const o = await payLaterOrder(w)
    // Every link the order showed, and whether it can still be paid at Stripe.
    const seen = new Set<string>()
    const look = async () => {
      const [order] = await w.container
        .resolve(Modules.ORDER)
        .listOrders({ id: o.orderId }, { select: ["id", "metadata"] })
      const link = (order.metadata?.payment_link as { id?: string } | undefined)?.id ?? null
      if (link) seen.add(link)
      const payable: string[] = []
      for (const id of seen)
        if ((await w.double.stripe.checkout.sessions.retrieve(id)).status === "open")
          payable.push(id)
      return { link, payable }
    }
    return { input: { order_id: o.orderId, site_url: "http://localhost:4321" }, look }
  }),

  defineCase("drop-lost-lines", dropLostLinesStep, async (w) => {
    const { cartId, holdId } = await w.store.cartWithBooking({ adult: 2 })
    const [hold] = await w.sql(
      `SELECT id, slot_id, seats, travellers, extras, pickup_point_id FROM hold WHERE id = ?`,
      [holdId],
    )
    return {
      input: { cart_id: cartId, lost: [hold] },
      look: async () => ({
        lines: await cartLines(w, cartId),
        metadata: (await w.sql(`SELECT metadata FROM cart WHERE id = ?`, [cartId]))[0].metadata,
      }),
    }
  }),

  defineCase("salvage-cart-holds", salvageCartHoldsStep, async (w) => {
    // A paid cart with two holds: the expiry job released the first, and its seats sold since.
    const cartId = await w.store.newCart()
    const first = await safariSlot(w, 2, 0)
    const second = await safariSlot(w, 2, 1)
    const lost = await w.store.post(`/store/carts/${cartId}/bookings`, {
      slot_id: first,
      travellers: { adult: 2 },
    })
    await w.store.post(`/store/carts/${cartId}/bookings`, {
      slot_id: second,
      travellers: { adult: 1 },
    })
    await w.sql(`UPDATE hold SET status = 'expired' WHERE id = ?`, [lost.data.hold.id])
    await w.sql(`UPDATE slot SET held = held - 2, capacity = held - 2 + booked + 1 WHERE id = ?`, [
      first,
    ])
    return { input: { cart_id: cartId }, look: () => cartHolds(w, cartId) }
  }),

  defineCase("change-booking-add-payment", addChangePaymentStep, async (w) => {
    const o = await payLaterOrder(w)
    return {
      input: { order_id: o.orderId, currency_code: "eur", cents: 1500 },
      look: () => orderPayments(w, o.orderId),
    }
  }),
]
