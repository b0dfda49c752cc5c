import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { dayFromToday, seedFixtures, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"

jest.setTimeout(180_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.STOREFRONT_URL = "http://localhost:4321"

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/** The cancellation e-mail greets the lead guest by name, as the order's other e-mails do, never by the address. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { get, post, payLater } = storeApi(api, () => headers)

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      sink.clear()
    })

    it("says 'Hola, Lucía:' to the lead guest of a guest order, not the e-mail's local part", async () => {
      const email = "ops-a@example.com"
      const region = (await get("/store/regions")).data.regions.find(
        (r: { currency_code: string }) => r.currency_code === "eur",
      )
      const cartId = (await post("/store/carts", { region_id: region.id, email })).data.cart.id
      const day = (
        await get(
          `/store/experiences/${SKELETON_EXPERIENCE.handle}/availability/${dayFromToday(5)}`,
        )
      ).data
      await post(`/store/carts/${cartId}/bookings`, {
        slot_id: day.options[0].slots[0].id,
        travellers: { adult: 2 },
      })
      await post(`/store/carts/${cartId}`, {
        billing_address: { first_name: "Lucía", last_name: "Ruiz", phone: "+34600111222" },
      })
      await payLater(cartId)
      expect((await post(`/store/carts/${cartId}/complete-booking`)).status).toBe(200)
      const [confirmation] = await sink.waitFor(email)
      expect(confirmation.text).toContain("Hola, Lucía:")
      const voucher = confirmation.text!.match(/\/voucher\/([\w-]+\.[\w-]+)/)![1]
      sink.clear()

      expect((await post(`/store/vouchers/${voucher}/cancel`)).status).toBe(200)
      const [mail] = await sink.waitFor(email)
      expect(mail.subject).toMatch(/^Reserva cancelada: SND-/)
      expect(mail.text).toContain("Hola, Lucía:")
      expect(mail.text).not.toContain("Hola, ops-a")
    })
  },
})
