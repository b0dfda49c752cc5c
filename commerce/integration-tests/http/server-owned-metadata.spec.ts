import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, seedFixtures, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"

jest.setTimeout(180_000)

/** Keys the server writes on a cart (the order inherits them) and reads back as facts. */
const FORGED = {
  payment_method: "card",
  failed_bookings: [{ title: "Safari", amount: 500, currency_code: "eur" }],
  payment_link: {
    id: "cs_forged",
    url: "https://evil.example/pay",
    amount: 1,
    paid_by: "pi_forged",
  },
  offer_request_id: "offreq_forged",
}

/**
 * Facts the server owns (how an order was paid, what a paid cart could not
 * book, its payment link, the traveller's language) live where only the
 * server writes: Medusa's store cart routes take no metadata key but the
 * traveller's own lead guest, and say so in the request's language.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    const { get, post, newCart, cartWithBooking, payLater } = storeApi(api, () => headers)
    const sql = (text: string, params: unknown[] = []) =>
      dbConnection.raw(text, params).then((r: any) => r.rows)
    const cartMetadata = async (cartId: string) =>
      (await sql(`SELECT metadata FROM cart WHERE id = ?`, [cartId]))[0].metadata as Record<
        string,
        unknown
      > | null

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { authorization: `Bearer ${login.data.token}` }
    })
    afterEach(async () => {
      await assertOrderInvariants((text) => sql(text))
    })

    it("refuses each server-owned key on a new cart and on a cart update, in es and en", async () => {
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      for (const [key, value] of Object.entries({ ...FORGED, locale: "en" })) {
        const created = await post("/store/carts", {
          region_id: region.id,
          metadata: { [key]: value },
        })
        expect(created.status).toBe(400)
        expect(created.data).toMatchObject({
          code: "metadata_reserved",
          params: { key },
          message: `Este dato lo guarda la tienda y no se puede enviar: «${key}».`,
        })
      }
      const cartId = await newCart()
      const before = await cartMetadata(cartId)
      expect(before).toEqual({ locale: "es" })
      // A language other than the request's own (the one the server would write) is a forged fact too.
      for (const [key, value] of Object.entries({ ...FORGED, locale: "es" })) {
        const updated = await post(
          `/store/carts/${cartId}`,
          { metadata: { [key]: value } },
          { "accept-language": "en" },
        )
        expect(updated.status).toBe(400)
        expect(updated.data).toMatchObject({
          code: "metadata_reserved",
          params: { key },
          message: `The shop keeps this itself and it cannot be sent: "${key}".`,
        })
      }
      // Medusa deletes a metadata key sent as "": that is a write too.
      const erased = await post(`/store/carts/${cartId}`, { metadata: { locale: "" } })
      expect(erased).toMatchObject({
        status: 400,
        data: { code: "metadata_reserved", params: { key: "locale" } },
      })
      // So is a null metadata, which would wipe every key at once.
      const wiped = await post(`/store/carts/${cartId}`, { metadata: null })
      expect(wiped).toMatchObject({
        status: 400,
        data: { code: "metadata_reserved", params: { key: "metadata" } },
      })
      expect(await cartMetadata(cartId)).toEqual(before)
    })

    it("keeps the traveller's own lead guest and the language the site names", async () => {
      const cartId = await newCart()
      const guest = {
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana@example.com",
        countryCode: "+34",
        phoneNumber: "600000000",
      }
      const saved = await post(`/store/carts/${cartId}`, { metadata: { lead_guest: guest } })
      expect(saved.status).toBe(200)
      const english = await post(`/store/carts/${cartId}`, {}, { "x-medusa-locale": "en" })
      expect(english.status).toBe(200)
      expect(await cartMetadata(cartId)).toEqual({ lead_guest: guest, locale: "en" })
    })

    it("a forged payment method, failed bookings or payment link changes nothing the server or the admin believes", async () => {
      const { cartId } = await cartWithBooking({ adult: 2 })
      for (const [key, value] of Object.entries(FORGED)) {
        expect((await post(`/store/carts/${cartId}`, { metadata: { [key]: value } })).status).toBe(
          400,
        )
      }
      // A line of the cart cannot carry them either.
      const line = (await get(`/store/carts/${cartId}`)).data.cart.items[0]
      const onLine = await post(`/store/carts/${cartId}/line-items/${line.id}`, {
        quantity: 1,
        metadata: { payment_method: "card" },
      })
      expect(onLine.status).toBe(400)

      await payLater(cartId)
      const placed = await post(`/store/carts/${cartId}/complete-booking`, {})
      expect(placed.status).toBe(200)
      const orderId = placed.data.order.id
      const [order] = await sql(`SELECT metadata FROM "order" WHERE id = ?`, [orderId])
      for (const key of Object.keys(FORGED)) expect(order.metadata ?? {}).not.toHaveProperty(key)

      const paid = await get(`/store/orders/${orderId}/card-payment`, {
        "x-order-token": placed.data.order_token,
      })
      expect(paid.status).toBe(200)
      expect(paid.data.card_payment).toEqual({ by_card: false, failed_bookings: [] })

      // The operator still sees an order waiting for payment, with no link sent.
      const list = await api.get(`/admin/pay-later?from=${dayFromToday(0)}&to=${dayFromToday(9)}`, {
        headers: admin,
      })
      const row = list.data.orders.find((o: any) => o.id === orderId)
      expect(row).toBeDefined()
      expect(row.payment_link).toBeNull()
    })
  },
})
