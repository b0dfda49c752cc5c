import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { setTimeout as sleep } from "node:timers/promises"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { recoverOrderBookingsWorkflow } from "../../src/workflows/booking/recover-order-bookings"
import { orderLock } from "../../src/workflows/locks"
import { seedFixtures, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"

jest.setTimeout(180_000)

// The scheduled job leaves young orders alone: only the test's own call looks at them.
process.env.SENDERO_UNBOOKED_GRACE_SECONDS = "3600"

/**
 * The recovery of an order a crash left without bookings cancels it with
 * Medusa's own cancellation when its holds lapsed, which refunds whatever was
 * captured: a money write, so it waits for the order's lock like every other
 * (lock-exclusion.spec.ts holds the rest), not only the cart's.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { post, cartWithBooking, payLater } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
    const sql = async (text: string, values: string[] = []) => {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      return (await pg.raw(text, values)).rows as Record<string, unknown>[]
    }
    const status = async (orderId: string) =>
      (await container.resolve(Modules.ORDER).retrieveOrder(orderId)).status

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("cancels an unbooked order only once the order's lock is free", async () => {
      const { cartId, slotId } = await cartWithBooking({ adult: 2 }, { offset: 4 })
      await payLater(cartId)
      const done = await post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      const orderId = done.data.order.id as string
      // What kill -9 mid-completion leaves, its holds lapsed since.
      await booking().revertOrderBookings(orderId)
      await sql(`UPDATE hold SET expires_at = now() - interval '1 second' WHERE slot_id = ?`, [
        slotId,
      ])

      const locking = container.resolve(Modules.LOCKING)
      const { key } = orderLock(orderId)
      await locking.acquire(key, { ownerId: "recover-test", expire: 60 })
      const recovery = recoverOrderBookingsWorkflow(container).run({
        input: { order_id: orderId, cart_id: cartId },
      })
      await sleep(2000)
      expect(await status(orderId)).not.toBe("canceled")

      await locking.release(key, { ownerId: "recover-test" })
      const { result } = await recovery
      expect(result.outcome).toBe("cancel")
      expect(await status(orderId)).toBe("canceled")
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 0 })
      await assertOrderInvariants((text) => sql(text))
    })
  },
})
