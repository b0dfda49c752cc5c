import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { MedusaContainer } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedCombos } from "../../src/scripts/seed/combos"
import { signInAdmin } from "../desk-world"
import { DESERT_SAFARI, seedFixtures, send, storeApi, waitFor } from "../fixtures"

jest.setTimeout(180_000)

type Change = { handles: string[]; all?: boolean; reason: string }

/**
 * One truth for a combo's "bought separately" price: the dune hike and the
 * safari (adult 45 + 45 EUR alone) sold together at 76. When a part's price
 * changes (the admin's variant price, a sale price list), `GET /store/combos`
 * sums the parts' current prices, the bundle total and shares stay what the
 * cart charges, a combo that no longer saves claims no saving, and the site's
 * change feed names the combo's page along with the part's.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    let feed: Server
    const received: Change[] = []
    const { get } = storeApi(api, () => headers)
    const adminGet = (url: string) => send(api.get(url, { headers: admin }))
    const adminPost = (url: string, body: object = {}) =>
      send(api.post(url, body, { headers: admin }))

    beforeAll(async () => {
      feed = createServer((req, res) => {
        let body = ""
        req.on("data", (chunk) => (body += chunk))
        req.on("end", () => {
          if (req.method === "POST") received.push(JSON.parse(body) as Change)
          res.writeHead(202).end()
        })
      })
      await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve))
      process.env.SITE_CHANGES_URL = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/changes`
      process.env.SITE_CHANGES_SECRET = "a-secret-of-the-feed-0123456789"
    })
    afterAll(async () => {
      delete process.env.SITE_CHANGES_URL
      delete process.env.SITE_CHANGES_SECRET
      await new Promise((resolve) => feed.close(resolve))
    })

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      admin = await signInAdmin(api, container)
      await seedCombos(
        container,
        [
          {
            handle: "dunas-y-safari",
            city: "riyadh",
            parts: [SKELETON_EXPERIENCE.handle, DESERT_SAFARI.handle],
            discount_percent: 15,
          },
        ],
        [SKELETON_EXPERIENCE, DESERT_SAFARI],
      )
    })

    const eurAdult = async () => (await get("/store/combos")).data.combos[0].prices.eur.adult

    async function safariAdult() {
      const { data } = await adminGet(
        `/admin/products?handle=${DESERT_SAFARI.handle}&fields=id,variants.id,variants.metadata,variants.prices.*`,
      )
      const product = data.products[0]
      const adult = product.variants.find(
        (v: any) => v.metadata?.band === "adult" && v.metadata?.option_code === "shared",
      )
      return { product, adult }
    }

    it("the parts' sum follows a part's own price and a sale; no saving once the parts cost less", async () => {
      expect(await eurAdult()).toEqual({ total: 76, parts: [38, 38], sum: 90, saving: 14 })

      const { product, adult } = await safariAdult()
      const prices = adult.prices.map((p: any) => ({
        id: p.id,
        currency_code: p.currency_code,
        amount: p.currency_code === "eur" ? 60 : p.amount,
      }))
      const edited = await adminPost(`/admin/products/${product.id}/variants/${adult.id}`, {
        prices,
      })
      expect(edited.status).toBe(200)
      // What the cart charges stays the bundle; what the parts cost alone is 45 + 60.
      expect(await eurAdult()).toEqual({ total: 76, parts: [38, 38], sum: 105, saving: 29 })

      const sale = await adminPost("/admin/price-lists", {
        title: "Rebajas",
        description: "Rebajas de otoño",
        type: "sale",
        status: "active",
        prices: [{ amount: 20, currency_code: "eur", variant_id: adult.id }],
      })
      expect(sale.status).toBe(200)
      // 45 + 20 = 65 alone, the combo 76: it saves nothing and must not say so.
      expect(await eurAdult()).toEqual({ total: 76, parts: [38, 38], sum: 65, saving: 0 })
    })

    it("a part's price change names the combo's page in the site's change feed", async () => {
      await new Promise((r) => setTimeout(r, 1_500))
      received.length = 0
      const { product, adult } = await safariAdult()
      const prices = adult.prices.map((p: any) => ({
        id: p.id,
        currency_code: p.currency_code,
        amount: p.currency_code === "eur" ? 50 : p.amount,
      }))
      await adminPost(`/admin/products/${product.id}/variants/${adult.id}`, { prices })
      const change = await waitFor(
        async () => received.find((c) => c.handles.includes(DESERT_SAFARI.handle)),
        15_000,
      )
      expect(change.handles).toEqual(
        expect.arrayContaining([DESERT_SAFARI.handle, "dunas-y-safari"]),
      )

      received.length = 0
      await adminPost("/admin/price-lists", {
        title: "Rebajas",
        description: "Rebajas de otoño",
        type: "sale",
        status: "active",
        prices: [{ amount: 30, currency_code: "eur", variant_id: adult.id }],
      })
      const sale = await waitFor(
        async () => received.find((c) => c.handles.includes(DESERT_SAFARI.handle)),
        15_000,
      )
      expect(sale.handles).toEqual(expect.arrayContaining(["dunas-y-safari"]))
    })
  },
})
