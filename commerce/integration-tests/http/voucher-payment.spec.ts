import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { signId } from "../../src/lib/signed-token"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { seedFixtures, send, storeApi } from "../fixtures"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()

/**
 * Issue 27.9: a pay-later booking's voucher page carries a QR code like a paid
 * one; it says "reserved, not yet paid" as the e-mail's vouchers do, until the
 * order takes its money.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)

    beforeAll(async () => {
      double = await startStripeDouble()
    })
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
    })
    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await double.control("reset")
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { authorization: `Bearer ${login.data.token}` }
    })

    it("a pay-later booking's voucher says it is not paid until the order is paid at the desk", async () => {
      const { cartId } = await store.cartWithBooking({ adult: 2 }, { offset: 3 })
      await store.post(`/store/carts/${cartId}`, {
        email: "voucher-unpaid@example.com",
        billing_address: { first_name: "Marta", last_name: "Gil" },
      })
      await store.payLater(cartId)
      const done = await store.post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      const [row] = await booking.listBookings({ order_id: done.data.order.id })
      const voucherUrl = `/store/vouchers/${signId("voucher", row.id)}`

      const before = await store.get(voucherUrl)
      expect(before.status).toBe(200)
      expect(before.data.voucher).toMatchObject({ status: "confirmed", unpaid: true })

      const paid = await send(
        api.post(
          `/admin/bookings/${row.id}/mark-paid`,
          { method: "cash", reference: "R-27" },
          { headers: admin },
        ),
      )
      expect(paid.status).toBe(200)
      const after = await store.get(voucherUrl)
      expect(after.data.voucher).toMatchObject({ status: "confirmed", unpaid: false })
    })
  },
})
