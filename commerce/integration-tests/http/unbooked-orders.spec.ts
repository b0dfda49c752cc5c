import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import reconcileUnbookedOrders from "../../src/jobs/reconcile-unbooked-orders"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { recoverOrderBookingsWorkflow } from "../../src/workflows/booking/recover-order-bookings"
import { seedFixtures, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"

jest.setTimeout(180_000)

// The scheduled job leaves young orders alone: only the test's own call looks at them.
process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "3600"

/**
 * The recovery of orders a crash left without bookings (the faults suite
 * kills a real server mid-completion; here the same state is made by rolling
 * an order's conversion back with the booking module's own undo): the job
 * converts live holds, cancels the order when they lapsed, and two runs at
 * once do it once.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { post, cartWithBooking, payLater } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
    const sql = async (text: string, values: unknown[] = []) => {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
      return (await pg.raw(text, values)).rows as Record<string, unknown>[]
    }

    /** A placed pay-later order of 2 adults whose holds are back to unconverted: what kill -9 mid-completion leaves. */
    async function unbookedOrder(offset: number) {
      const { cartId, slotId } = await cartWithBooking({ adult: 2 }, { offset })
      await payLater(cartId)
      const done = await post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      const orderId = done.data.order.id as string
      await booking().revertOrderBookings(orderId)
      expect(await booking().listBookings({ order_id: orderId })).toEqual([])
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 2, booked: 0 })
      return { cartId, slotId, orderId }
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("finds its candidates by index: orders and confirmed bookings by age, order lines by hold id", async () => {
      const rows = await sql(
        `SELECT indexname FROM pg_indexes WHERE indexname = ANY(?) ORDER BY indexname`,
        [
          [
            "IDX_booking_confirmed_created_at",
            "IDX_order_created_at_live",
            "IDX_order_line_item_hold_id",
          ],
        ],
      )
      expect(rows.map((r) => r.indexname)).toEqual([
        "IDX_booking_confirmed_created_at",
        "IDX_order_created_at_live",
        "IDX_order_line_item_hold_id",
      ])
    })

    it("gives an order its bookings from its live holds; two runs at once convert once; the retried checkout shows them", async () => {
      const { cartId, slotId, orderId } = await unbookedOrder(3)
      const runs = await Promise.all(
        [0, 1].map(() =>
          recoverOrderBookingsWorkflow(container).run({
            input: { order_id: orderId, cart_id: cartId },
            throwOnError: false,
          }),
        ),
      )
      const outcomes = runs.map((r) => (r.errors?.length ? "busy" : r.result.outcome)).sort()
      expect(outcomes.filter((o) => o === "converted")).toHaveLength(1)
      expect(await booking().listBookings({ order_id: orderId })).toEqual([
        expect.objectContaining({ seats: 2, status: "confirmed" }),
      ])
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 2 })
      // Linked to the order, as a completion links them (the undo used above leaves the old link
      // dangling: its booking row is gone, so the graph gives undefined for it).
      const [converted] = await booking().listBookings({ order_id: orderId })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["id", "bookings.id"],
        filters: { id: orderId },
      })
      expect((data[0] as any).bookings.filter(Boolean)).toEqual([{ id: converted.id }])

      // Again: nothing changes.
      const again = await recoverOrderBookingsWorkflow(container).run({
        input: { order_id: orderId, cart_id: cartId },
      })
      expect(again.result.outcome).toBe("booked")
      const retried = await post(`/store/carts/${cartId}/complete-booking`)
      expect(retried.data).toMatchObject({
        order: { id: orderId },
        bookings: [expect.objectContaining({ seats: 2 })],
      })
      await assertOrderInvariants((text) => sql(text))
    })

    it("an order the crash left before its cart link: the retried checkout gets it back (never a second order), the job books it", async () => {
      /** Medusa commits the order, then links it to its cart and completes the cart in a later step: a kill in between. */
      const unlink = async (order: { cartId: string; orderId: string }) => {
        await sql(`DELETE FROM order_cart WHERE order_id = ?`, [order.orderId])
        await sql(`UPDATE cart SET completed_at = NULL WHERE id = ?`, [order.cartId])
      }
      const ordersOfCart = async (cartId: string) =>
        sql(
          `SELECT DISTINCT oi.order_id FROM order_item oi JOIN order_line_item li ON li.id = oi.item_id
             JOIN hold h ON h.id = li.metadata->>'hold_id' WHERE h.cart_id = ?`,
          [cartId],
        )
      const retried = await unbookedOrder(3)
      const found = await unbookedOrder(4)
      await unlink(retried)
      await unlink(found)

      const again = await post(`/store/carts/${retried.cartId}/complete-booking`)
      expect(again.status).toBe(200)
      expect(again.data.order.id).toBe(retried.orderId)
      expect(await ordersOfCart(retried.cartId)).toEqual([{ order_id: retried.orderId }])
      expect(
        await sql(`SELECT order_id FROM order_cart WHERE cart_id = ?`, [retried.cartId]),
      ).toEqual([{ order_id: retried.orderId }])

      process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "0"
      await reconcileUnbookedOrders(container)
      process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "3600"
      for (const { cartId, slotId, orderId } of [retried, found]) {
        expect(await booking().listBookings({ order_id: orderId })).toEqual([
          expect.objectContaining({ seats: 2, status: "confirmed" }),
        ])
        expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 2 })
        expect(await sql(`SELECT order_id FROM order_cart WHERE cart_id = ?`, [cartId])).toEqual([
          { order_id: orderId },
        ])
        expect(await ordersOfCart(cartId)).toEqual([{ order_id: orderId }])
      }
      const done = await post(`/store/carts/${found.cartId}/complete-booking`)
      expect(done.data).toMatchObject({
        order: { id: found.orderId },
        bookings: [expect.objectContaining({ seats: 2 })],
      })
      await assertOrderInvariants((text) => sql(text))
    })

    it("bookings whose order a failed completion undid become the cart's holds again; the retried checkout places the order", async () => {
      const { cartId, slotId } = await cartWithBooking({ adult: 2 }, { offset: 3 })
      await payLater(cartId)
      const first = await post(`/store/carts/${cartId}/complete-booking`)
      expect(first.status).toBe(200)
      const gone = first.data.order.id as string
      // The undo of the conversion failed, the order's and its links' were applied (PostgreSQL restarting mid-undo).
      await sql(`UPDATE "order" SET deleted_at = now() WHERE id = ?`, [gone])
      await sql(`DELETE FROM order_cart WHERE order_id = ?`, [gone])
      await sql(`DELETE FROM order_payment_collection WHERE order_id = ?`, [gone])
      await sql(`UPDATE cart SET completed_at = NULL WHERE id = ?`, [cartId])
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 2 })

      process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "0"
      await reconcileUnbookedOrders(container)
      process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "3600"
      expect(await booking().listBookings({ order_id: gone })).toEqual([])
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 2, booked: 0 })
      await assertOrderInvariants((text) => sql(text))

      const retried = await post(`/store/carts/${cartId}/complete-booking`)
      expect(retried.status).toBe(200)
      expect(retried.data.order.id).not.toBe(gone)
      expect(retried.data.bookings).toEqual([expect.objectContaining({ seats: 2 })])
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 2 })
      await assertOrderInvariants((text) => sql(text))
    })

    it("cancels the order and gives the seats back when its holds lapsed meanwhile (the job finds it by itself)", async () => {
      const { slotId, orderId } = await unbookedOrder(4)
      await sql(`UPDATE hold SET expires_at = now() - interval '1 second' WHERE slot_id = ?`, [
        slotId,
      ])

      process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "0"
      await reconcileUnbookedOrders(container)
      process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "3600"
      const order = await container.resolve(Modules.ORDER).retrieveOrder(orderId)
      expect(order.status).toBe("canceled")
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 0 })
      expect(await booking().listHolds({ slot_id: slotId, status: ["active"] })).toEqual([])
      await assertOrderInvariants((text) => sql(text))

      // A second run finds nothing left to do.
      await reconcileUnbookedOrders(container)
      expect((await container.resolve(Modules.ORDER).retrieveOrder(orderId)).status).toBe(
        "canceled",
      )
    })
  },
})
