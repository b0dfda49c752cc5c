import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { SOLD_CURRENCIES } from "../../src/lib/currency"
import { seedStore } from "../../src/scripts/seed/base"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import type { ExperienceSpec } from "../../src/scripts/seed/types"
import { writeCatalogue } from "../../src/scripts/seed/write-catalogue"
import { DESERT_SAFARI, send } from "../fixtures"

jest.setTimeout(180_000)

/** Sold only per vehicle: its offer is the item price. */
const PRIVATE_TRANSFER: ExperienceSpec = {
  ...DESERT_SAFARI,
  handle: "traslado-privado",
  title: "Traslado privado",
  title_en: "Private transfer",
  options: [DESERT_SAFARI.options[1]],
}
/** Written, then set to draft: no offer. */
const DRAFT: ExperienceSpec = {
  ...SKELETON_EXPERIENCE,
  handle: "borrador-sin-publicar",
  title: "Borrador",
  title_en: "Draft",
}
/** What the storefront read before (site/lib/commerce/experiences.ts): the product listing priced. */
const PRODUCT_FIELDS = "id,handle,*variants,*variants.calculated_price"

type Offer = { from_price: number | null; per: "person" | "item" }

/** The offer of each product as the store's product listing with calculated prices gives it. */
function offersFromProducts(products: any[]): Record<string, Offer> {
  const offers: Record<string, Offer> = {}
  for (const product of products) {
    const amounts = (match: (meta: any) => boolean) =>
      (product.variants ?? [])
        .filter((v: any) => match(v.metadata ?? {}))
        .map((v: any) => v.calculated_price?.calculated_amount)
        .filter((a: unknown): a is number => typeof a === "number")
    const adult = amounts((m) => m.band === "adult")
    const item = adult.length ? [] : amounts((m) => m.unit === "item")
    const lowest = adult.length ? adult : item
    offers[product.handle] = {
      from_price: lowest.length ? Math.min(...lowest) : null,
      per: adult.length ? "person" : "item",
    }
  }
  return offers
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const get = (url: string, extra: Record<string, string> = {}) =>
      send(api.get(url, { headers: { ...headers, ...extra } }))

    /** Every offer of a currency, page after page. */
    async function allOffers(currency: string, limit = 5000) {
      const offers: Record<string, Offer> = {}
      for (let cursor: string | null = null, pages = 0; ; pages++) {
        const { status, data } = await get(
          `/store/catalogue/offers?currency=${currency}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
        )
        expect(status).toBe(200)
        expect(data.currency_code).toBe(currency.toLowerCase())
        for (const o of data.offers) offers[o.handle] = { from_price: o.from_price, per: o.per }
        cursor = data.next_cursor
        if (!cursor || pages > 20) return offers
      }
    }

    beforeEach(async () => {
      container = getContainer()
      const { salesChannelId, publishableKey } = await seedStore(container, "eur")
      headers = { "x-publishable-api-key": publishableKey }
      await writeCatalogue(
        container,
        [SKELETON_EXPERIENCE, DESERT_SAFARI, PRIVATE_TRANSFER, DRAFT],
        { salesChannelId, days: 1 },
      )
      const products = container.resolve(Modules.PRODUCT)
      const [draft] = await products.listProducts({ handle: DRAFT.handle })
      await products.updateProducts(draft.id, { status: "draft" })
      // A running sale on the safari's adult seat in euros and dollars.
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: variants } = await query.graph({
        entity: "product_variant",
        fields: ["id", "metadata", "price_set.id"],
        filters: { product: { handle: DESERT_SAFARI.handle } } as never,
      })
      const adult = (variants as any[]).find(
        (v) => v.metadata?.option_code === "shared" && v.metadata?.band === "adult",
      )
      await container.resolve(Modules.PRICING).createPriceLists([
        {
          title: "Rebajas",
          description: "Rebajas de otoño",
          type: "sale",
          status: "active",
          starts_at: new Date(Date.now() - 60_000).toISOString(),
          prices: [
            { amount: 40, currency_code: "eur", price_set_id: adult.price_set.id },
            { amount: 41, currency_code: "usd", price_set_id: adult.price_set.id },
          ],
        },
      ])
    })

    it("answers in each currency what the store's product listing prices, sale lists included, without drafts", async () => {
      const { data } = await get("/store/regions")
      for (const currency of SOLD_CURRENCIES) {
        const region = data.regions.find((r: any) => r.currency_code === currency)
        const listed = await get(
          `/store/products?region_id=${region.id}&fields=${encodeURIComponent(PRODUCT_FIELDS)}&limit=200`,
        )
        expect(listed.status).toBe(200)
        const expected = offersFromProducts(listed.data.products)
        const offers = await allOffers(currency.toUpperCase())
        expect([currency, offers]).toEqual([currency, expected])
        // Paged one by one, the same answer.
        expect([currency, await allOffers(currency, 1)]).toEqual([currency, expected])
        expect(Object.keys(offers).sort()).toEqual(
          [SKELETON_EXPERIENCE.handle, DESERT_SAFARI.handle, PRIVATE_TRANSFER.handle].sort(),
        )
      }
      // What a traveller sees: the sale price, an item price per vehicle, never the child's.
      const eur = await allOffers("eur")
      expect(eur[DESERT_SAFARI.handle]).toEqual({ from_price: 40, per: "person" })
      expect((await allOffers("usd"))[DESERT_SAFARI.handle].from_price).toBe(41)
      expect(eur[PRIVATE_TRANSFER.handle]).toEqual({ from_price: 200, per: "item" })
      expect(eur[DRAFT.handle]).toBeUndefined()
    })

    it("answers only the handles asked for", async () => {
      const { status, data } = await get(
        `/store/catalogue/offers?currency=eur&handle=${DESERT_SAFARI.handle},${DRAFT.handle},no-existe`,
      )
      expect(status).toBe(200)
      expect(data.offers).toEqual([
        expect.objectContaining({ handle: DESERT_SAFARI.handle, from_price: 40, per: "person" }),
      ])
      expect(data.next_cursor).toBeNull()
    })

    it("refuses bad input with a localised 400", async () => {
      const cases: [string, string][] = [
        ["currency=xyz", "currency_not_sold"],
        ["currency=euro", "invalid_request"],
        ["limit=0", "invalid_request"],
        ["limit=5001", "invalid_request"],
        ["limit=abc", "invalid_request"],
        ["cursor=prod_1%27%20OR%201%3D1", "invalid_request"],
        ["handle=UPPER,case", "invalid_request"],
        [`handle=${Array.from({ length: 201 }, (_, i) => `h${i}`).join(",")}`, "invalid_request"],
      ]
      for (const [query, code] of cases) {
        const es = await get(`/store/catalogue/offers?${query}`)
        expect([query, es.status, es.data.code]).toEqual([query, 400, code])
        expect(es.data.message).toMatch(/^(Revisa|No vendemos)/)
        const en = await get(`/store/catalogue/offers?${query}`, { "accept-language": "en" })
        expect([query, en.status, en.data.message]).toEqual([
          query,
          400,
          expect.stringMatching(/^(Please check|We do not sell)/),
        ])
      }
      const noKey = await send(api.get("/store/catalogue/offers"))
      expect(noKey.status).toBe(400)
    })
  },
})
