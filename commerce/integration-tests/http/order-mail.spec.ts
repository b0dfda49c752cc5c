import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import jsQR from "jsqr"
import sharp from "sharp"
import { bookingReference } from "../../src/lib/signed-token"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { resendFailedMailWorkflow } from "../../src/workflows/notification/resend-failed-mail"
import { sendOrderMailWorkflow } from "../../src/workflows/notification/send-order-mail"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"
import type { Locale } from "../../src/lib/i18n/messages"

jest.setTimeout(180_000)

process.env.SMTP_RETRY_DELAYS = "200,200"
process.env.STOREFRONT_URL = "http://localhost:4321"

async function decodeQr(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

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

    /** Places a pay-later order of the safari from a cart created in `locale`; returns the order id. */
    async function placeOrder(
      email: string,
      locale: Locale,
      travellers: object = { adult: 2, child: 1 },
    ) {
      const lang = { "x-medusa-locale": locale }
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      const cartId = (await post("/store/carts", { region_id: region.id, email }, lang)).data.cart
        .id
      // Four days ahead: the free-cancellation window (2 days) is still open, so the mail promises it (issue 27.4).
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(4)}`)
      ).data
      await post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: day.options[0].slots[1].id, travellers, pickup_point_id: "kingdom-centre" },
        lang,
      )
      await payLater(cartId)
      const done = await post(`/store/carts/${cartId}/complete-booking`, {}, lang)
      expect(done.status).toBe(200)
      return (done.data.order?.id ?? done.data.order_id) as string
    }

    const notifications = (orderId: string) =>
      container.resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })

    /** The statuses of an order's notifications once the first one reads `status` (the record is written after the send). */
    async function statusesOnce(orderId: string, status: string) {
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline && (await notifications(orderId))[0]?.status !== status) {
        await new Promise((r) => setTimeout(r, 200))
      }
      return (await notifications(orderId)).map((n) => n.status)
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      sink.clear()
      sink.state.failNext = 0
    })

    it("e-mails a pay-later order in Spanish with one voucher whose QR decodes to the booking reference", async () => {
      const orderId = await placeOrder("lucia@example.com", "es")
      const [mail] = await sink.waitFor("lucia@example.com")
      expect(mail.subject).toMatch(/^Hemos recibido tu reserva: pedido n\.º \d+$/)
      expect(mail.text).toContain("Nos pondremos en contacto contigo para acordar el pago.")
      // 2 adults at 45 and a child at 30 on the safari.
      expect(mail.text).toMatch(/Total: 120,00\s€/)

      const [booking] = await (
        container.resolve(BOOKING_MODULE) as BookingModuleService
      ).listBookings({ order_id: orderId })
      const reference = bookingReference(booking.id)
      const qr = mail.attachments.find((a) => a.contentType === "image/png")!
      expect(qr.cid).toBe(`${reference.toLowerCase()}@sendero`.replace(/^/, "qr-"))
      // The parser swaps each cid: reference of the HTML for the inline image it names.
      expect(qr.contentDisposition).toBe("inline")
      expect(mail.html).toContain("data:image/png;base64,")
      expect(await decodeQr(qr.content)).toBe(reference)

      for (const fact of [
        reference,
        "Grupo compartido",
        "Adultos: 2",
        "Niños: 1",
        "15:30",
        "GMT+3",
        "Kingdom Centre",
        "Cancelación gratuita hasta el",
        "50 %",
        "Válido hasta el",
      ]) {
        expect(mail.text).toContain(fact)
      }
      expect(mail.text).toMatch(/http:\/\/localhost:4321\/voucher\/[\w-]+\.[\w-]+/)
    })

    it("writes to a traveller who booked in English in English, with the link under /en", async () => {
      await placeOrder("sam@example.com", "en")
      const [mail] = await sink.waitFor("sam@example.com")
      expect(mail.subject).toMatch(/^We have received your booking: order no\. \d+$/)
      expect(mail.text).toContain("We will contact you to arrange payment.")
      expect(mail.text).toContain("Adults: 2")
      expect(mail.text).toContain("Free cancellation until")
      expect(mail.text).not.toMatch(/Reserva|Viajeros|Cancelación/)
      expect(mail.text).toMatch(/http:\/\/localhost:4321\/en\/voucher\//)
    })

    it("sends once when the order's event is handled twice", async () => {
      const orderId = await placeOrder("twice@example.com", "es")
      await sink.waitFor("twice@example.com")
      await sendOrderMailWorkflow(container).run({ input: { order_id: orderId } })
      await sendOrderMailWorkflow(container).run({ input: { order_id: orderId } })
      await new Promise((r) => setTimeout(r, 1000))
      expect(await sink.waitFor("twice@example.com", 2, 500)).toHaveLength(1)
      expect(await notifications(orderId)).toHaveLength(1)
    })

    it("retries a send the SMTP server refused for a moment, and delivers it once", async () => {
      sink.state.failNext = 2
      const orderId = await placeOrder("flaky@example.com", "es")
      expect(await sink.waitFor("flaky@example.com")).toHaveLength(1)
      expect(await statusesOnce(orderId, "success")).toEqual(["success"])
    })

    it("records a send that failed on every attempt as failed, and the retry job delivers it once", async () => {
      sink.state.failNext = 3
      const orderId = await placeOrder("down@example.com", "es")
      expect(await statusesOnce(orderId, "failure")).toEqual(["failure"])
      expect(sink.messages).toHaveLength(0)

      // What the retry job runs every 10 minutes.
      await resendFailedMailWorkflow(container).run({
        input: { since: new Date(Date.now() - 3600_000).toISOString() },
      })
      expect(await sink.waitFor("down@example.com")).toHaveLength(1)
      expect(await statusesOnce(orderId, "success")).toEqual(["success"])
    })

    it("refuses a template it does not know", async () => {
      await expect(
        container.resolve(Modules.NOTIFICATION).createNotifications({
          to: "x@example.com",
          channel: "email",
          template: "newsletter",
          data: {},
        }),
      ).rejects.toThrow(/Unknown e-mail template "newsletter"/)
    })
  },
})
