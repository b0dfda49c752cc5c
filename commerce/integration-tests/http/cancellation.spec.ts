import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { dayFromToday, seedFixtures, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"

jest.setTimeout(180_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.STOREFRONT_URL = "http://localhost:4321"

// A real SMTP server on a free port, started before the runner boots Medusa
// (top-level hooks run first), so the server under test sends to it.
let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, payLater } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService

    /** A pay-later order of 2 adults on the sunset hike (free cancellation until 24 h before), `offset` days ahead. */
    async function placeOrder(email: string, offset = 5, extra: Record<string, string> = {}) {
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      const cartId = (await post("/store/carts", { region_id: region.id, email }, extra)).data.cart
        .id
      const day = (
        await get(
          `/store/experiences/${SKELETON_EXPERIENCE.handle}/availability/${dayFromToday(offset)}`,
        )
      ).data
      const slotId = day.options[0].slots[0].id as string
      await post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: slotId, travellers: { adult: 2 } },
        extra,
      )
      await payLater(cartId)
      const done = await post(`/store/carts/${cartId}/complete-booking`, {}, extra)
      expect(done.status).toBe(200)
      const [row] = await booking().listBookings({ order_id: done.data.order.id })
      const voucher = (await sink.waitFor(email))[0].text!.match(/\/voucher\/([\w-]+\.[\w-]+)/)![1]
      sink.clear()
      return { orderId: done.data.order.id as string, bookingId: row.id, slotId, voucher }
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      sink.clear()
    })

    it("lets a guest cancel within the free window from the voucher link: seats back at once, one e-mail, twice is harmless", async () => {
      const { bookingId, slotId, voucher } = await placeOrder("guest@example.com")
      expect((await booking().retrieveSlot(slotId)).booked).toBe(2)

      const quote = await get(`/store/vouchers/${voucher}/cancellation`)
      expect(quote.data.cancellation).toMatchObject({
        allowed: true,
        reason: null,
        penalty_percent: 0,
        refund: { amount: 0, currency_code: "eur" },
      })

      const first = await post(`/store/vouchers/${voucher}/cancel`)
      expect(first.status).toBe(200)
      expect(first.data.cancellation).toMatchObject({
        booking_id: bookingId,
        status: "cancelled",
        cancelled_now: true,
        refund: null,
      })
      expect((await booking().retrieveSlot(slotId)).booked).toBe(0)
      expect((await booking().retrieveBooking(bookingId)).status).toBe("cancelled")
      const [mail] = await sink.waitFor("guest@example.com")
      expect(mail.subject).toMatch(/^Reserva cancelada: SND-[0-9A-F]{8}$/)
      expect(mail.text).toContain("Esta reserva no tenía pago que devolver.")

      const second = await post(`/store/vouchers/${voucher}/cancel`)
      expect(second.status).toBe(200)
      expect(second.data.cancellation).toMatchObject({ cancelled_now: false })
      expect((await booking().retrieveSlot(slotId)).booked).toBe(0)
      await new Promise((r) => setTimeout(r, 1000))
      expect(await sink.waitFor("guest@example.com", 2, 200)).toHaveLength(1)
    })

    it("refuses to cancel a non-refundable booking, with the reason, and keeps its seats", async () => {
      const [experience] = await booking().listExperiences({ handle: SKELETON_EXPERIENCE.handle })
      await booking().updateExperiences({
        id: experience.id,
        cancellation_policy: { type: "non_refundable" },
      })
      const { slotId, voucher } = await placeOrder("strict@example.com")

      const quote = await get(`/store/vouchers/${voucher}/cancellation`, {
        "x-medusa-locale": "en",
      })
      expect(quote.data.cancellation).toMatchObject({
        allowed: false,
        reason: "non_refundable",
        message: "This booking is non-refundable and cannot be cancelled.",
      })
      const refused = await post(`/store/vouchers/${voucher}/cancel`)
      expect(refused.status).toBe(400)
      expect(refused.data).toMatchObject({
        code: "cancellation_non_refundable",
        message: "Esta reserva no es reembolsable y no se puede cancelar.",
      })
      expect((await booking().retrieveSlot(slotId)).booked).toBe(2)
    })

    it("keeps the terms a booking was sold under when the operator changes the policy afterwards", async () => {
      const { slotId, voucher } = await placeOrder("terms@example.com")
      const [experience] = await booking().listExperiences({ handle: SKELETON_EXPERIENCE.handle })
      await booking().updateExperiences({
        id: experience.id,
        cancellation_policy: { type: "non_refundable" },
      })
      // A new booking is sold under the new policy; this one keeps its free cancellation.
      const shown = (await get(`/store/vouchers/${voucher}`)).data.voucher.cancellation
      expect(shown.text).toMatch(/^Cancelación gratuita hasta /)
      const quote = await get(`/store/vouchers/${voucher}/cancellation`)
      expect(quote.data.cancellation).toMatchObject({ allowed: true, penalty_percent: 0 })
      const done = await post(`/store/vouchers/${voucher}/cancel`)
      expect(done.status).toBe(200)
      expect((await booking().retrieveSlot(slotId)).booked).toBe(0)
      const later = await placeOrder("later@example.com", 6)
      const refused = await post(`/store/vouchers/${later.voucher}/cancel`)
      expect(refused.data.code).toBe("cancellation_non_refundable")
    })

    it("refunds a paid booking in full through the order's captured payment", async () => {
      const { orderId, bookingId, voucher } = await placeOrder("paid@example.com", 6, {
        "x-medusa-locale": "en",
      })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const payments = async (): Promise<any[]> => {
        const { data } = await query.graph({
          entity: "order",
          fields: [
            "payment_collections.payments.id",
            "payment_collections.payments.refunds.amount",
          ],
          filters: { id: orderId },
        })
        return (data[0].payment_collections ?? []).flatMap((c: any) => c.payments)
      }
      const [payment] = await payments()
      expect(payment).toBeTruthy()
      await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })

      const done = await post(`/store/vouchers/${voucher}/cancel`)
      expect(done.data.cancellation).toMatchObject({
        booking_id: bookingId,
        cancelled_now: true,
        refund: { amount: 90, currency_code: "eur" },
      })
      const [refunded] = await payments()
      expect(refunded.refunds.map((r: any) => Number(r.amount))).toEqual([90])
      const [mail] = await sink.waitFor("paid@example.com")
      expect(mail.subject).toMatch(/^Booking cancelled: SND-/)
      expect(mail.text).toContain("We will refund €90.00 to the same payment method.")
    })

    it("lets a customer cancel only their own bookings", async () => {
      const signUp = async (email: string) => {
        const reg = await post("/auth/customer/emailpass/register", {
          email,
          password: "dunas-rojas-2026",
        })
        await post("/store/customers", { email }, { authorization: `Bearer ${reg.data.token}` })
        return {
          authorization: `Bearer ${(await post("/auth/customer/emailpass", { email, password: "dunas-rojas-2026" })).data.token}`,
        }
      }
      const owner = await signUp("owner@example.com")
      const other = await signUp("other@example.com")
      const { bookingId } = await placeOrder("owner@example.com", 5, owner)

      const foreign = await post(`/store/customers/me/bookings/${bookingId}/cancel`, {}, other)
      expect(foreign.status).toBe(404)
      expect(
        (await get(`/store/customers/me/bookings/${bookingId}/cancellation`, other)).status,
      ).toBe(404)
      expect((await post(`/store/customers/me/bookings/${bookingId}/cancel`)).status).toBe(401)

      const own = await post(`/store/customers/me/bookings/${bookingId}/cancel`, {}, owner)
      expect(own.data.cancellation).toMatchObject({ cancelled_now: true })
      const orders = (await get("/store/customers/me/orders", owner)).data.orders
      expect(orders[0].bookings[0].status).toBe("cancelled")
    })
  },
})
