import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { COMBO_MODULE } from "../../src/modules/combo"
import siteSaleDates from "../../src/jobs/site-sale-dates"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedCombos } from "../../src/scripts/seed/combos"
import { catalogueVersionOf } from "../catalogue-version"
import { signInAdmin } from "../desk-world"
import { DESERT_SAFARI, seedFixtures, send } from "../fixtures"

jest.setTimeout(180_000)

type Change = { handles: string[]; all?: boolean; reason: string }

/**
 * Issue 26's change feed, source by source: each thing a shop admin does that
 * changes what a prerendered page shows ("from" prices, sale price lists,
 * reviews, the experience's facts, combos) reaches the site's feed naming
 * the experiences whose pages show it (or every page). The site's feed is a
 * plain server here that records what commerce posts.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let admin: Record<string, string>
    let feed: Server
    const received: Change[] = []
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
      await seedFixtures(container)
      admin = await signInAdmin(api, container)
    })

    /** Runs `act`, then waits until the feed hears of `handle` (or of every page). */
    async function reaches(handle: string, act: () => Promise<unknown>) {
      await settle()
      received.length = 0
      await act()
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        const hit = received.find((c) => c.all || c.handles.includes(handle))
        if (hit) return hit
        await new Promise((r) => setTimeout(r, 200))
      }
      return { none: received.map((c) => c.reason) }
    }
    /** Lets the seed's and earlier steps' events pass before a step is watched. */
    const settle = () => new Promise((r) => setTimeout(r, 1_500))

    async function safari() {
      const { data } = await adminGet(
        `/admin/products?handle=${DESERT_SAFARI.handle}&fields=id,variants.id,variants.metadata,variants.prices.*`,
      )
      const product = data.products[0]
      const adult = product.variants.find(
        (v: any) => v.metadata?.band === "adult" && v.metadata?.option_code === "shared",
      )
      return { product, adult }
    }

    it("a variant's price, edited alone or in the bulk editor, names the experience", async () => {
      const { product, adult } = await safari()
      const prices = (amount: number) =>
        adult.prices.map((p: any) => ({
          id: p.id,
          currency_code: p.currency_code,
          amount: p.currency_code === "eur" ? amount : p.amount,
        }))
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/products/${product.id}/variants/${adult.id}`, { prices: prices(70) }),
        ),
      ).toMatchObject({ handles: [DESERT_SAFARI.handle] })
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/products/${product.id}/variants/batch`, {
            update: [{ id: adult.id, prices: prices(71) }],
          }),
        ),
      ).toMatchObject({ handles: [DESERT_SAFARI.handle] })
    })

    it("a sale price list reaches the pages when created, when its prices change and when it ends", async () => {
      const { product, adult } = await safari()
      const created = await reaches(DESERT_SAFARI.handle, async () => {
        const { status, data } = await adminPost("/admin/price-lists", {
          title: "Rebajas",
          description: "Rebajas de otoño",
          type: "sale",
          status: "active",
          prices: [{ amount: 40, currency_code: "eur", variant_id: adult.id }],
        })
        expect(status).toBe(200)
        return data
      })
      const named = { handles: [DESERT_SAFARI.handle] }
      expect(created).toMatchObject(named)
      const { data } = await adminGet(`/admin/price-lists?fields=id,prices.id`)
      const list = data.price_lists[0]
      // The sale's price edited (the admin's "Edit prices" of a price list).
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/price-lists/${list.id}/prices/batch`, {
            update: [
              { id: list.prices[0].id, amount: 35, currency_code: "eur", variant_id: adult.id },
            ],
          }),
        ),
      ).toMatchObject(named)
      // A price added to the sale.
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/price-lists/${list.id}/prices/batch`, {
            create: [{ amount: 36, currency_code: "usd", variant_id: adult.id }],
          }),
        ),
      ).toMatchObject(named)
      // A price taken out of the sale.
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/price-lists/${list.id}/prices/batch`, {
            delete: [list.prices[0].id],
          }),
        ),
      ).toMatchObject(named)
      // A product taken out of the sale.
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/price-lists/${list.id}/products`, {
            remove: [product.id],
          }),
        ),
      ).toMatchObject(named)
      await adminPost(`/admin/price-lists/${list.id}/prices/batch`, {
        create: [{ amount: 33, currency_code: "eur", variant_id: adult.id }],
      })
      // The sale ended (set to draft).
      expect(
        await reaches(DESERT_SAFARI.handle, () =>
          adminPost(`/admin/price-lists/${list.id}`, { status: "draft" }),
        ),
      ).toMatchObject(named)
    })

    it("a sale that starts or ends at its set time names its experiences in the minute after", async () => {
      const { adult } = await safari()
      const minute = () => Math.floor(Date.now() / 60_000) * 60_000
      const sale = (starts: number, ends?: number) =>
        adminPost("/admin/price-lists", {
          title: `Rebajas ${starts}`,
          description: "Rebajas",
          type: "sale",
          status: "active",
          starts_at: new Date(starts).toISOString(),
          ...(ends ? { ends_at: new Date(ends).toISOString() } : {}),
          prices: [{ amount: 39, currency_code: "eur", variant_id: adult.id }],
        })
      // Started an hour ago, ends next week: nothing to say this minute.
      expect((await sale(minute() - 3_600_000, minute() + 7 * 86_400_000)).status).toBe(200)
      await settle()
      const dated = async () => {
        received.length = 0
        await siteSaleDates(container)
        return received.filter((c) => c.reason === "pricing.price-list.dates")
      }
      expect(await dated()).toEqual([])
      // One that began a few seconds before this minute, one that ended then.
      for (let tries = 0; tries < 3; tries++) {
        const now = minute()
        await sale(now - 5_000)
        await sale(now - 3_600_000, now - 2_000)
        await settle()
        const said = await dated()
        if (minute() !== now) continue
        // (The job's own schedule may have said it too: the same change.)
        expect(said.length).toBeGreaterThan(0)
        for (const change of said) expect(change.handles).toEqual([DESERT_SAFARI.handle])
        return
      }
      throw new Error("the minute turned three times")
    })

    it("a review hidden in moderation, the experience's facts and a combo name their pages", async () => {
      const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
      const [experience] = await booking.listExperiences({ handle: SKELETON_EXPERIENCE.handle })
      expect(
        await reaches(SKELETON_EXPERIENCE.handle, () =>
          booking.updateExperiences({ id: experience.id, minimum_age: 12 }),
        ),
      ).toMatchObject({ handles: [SKELETON_EXPERIENCE.handle] })

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
      const combos = container.resolve(COMBO_MODULE) as any
      const [combo] = await combos.listCombos({ handle: "dunas-y-safari" })
      expect(
        await reaches("dunas-y-safari", () =>
          combos.updateCombos({ id: combo.id, status: "unavailable" }),
        ),
      ).toMatchObject({ handles: ["dunas-y-safari"] })

      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: reviews } = await query.graph({
        entity: "review",
        fields: ["id", "handle", "status"],
        filters: { status: "published" } as never,
      })
      const review = (reviews as any[])[0]
      if (review)
        expect(
          await reaches(review.handle, () =>
            adminPost(`/admin/reviews/${review.id}/hide`, { reason: "prueba" }),
          ),
        ).toMatchObject({ handles: [review.handle] })
    })

    it("what the feed may miss while the site is away changes the catalogue's version, so its next start rebuilds", async () => {
      const version = () => catalogueVersionOf(container)
      const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
      const [experience] = await booking.listExperiences({ handle: SKELETON_EXPERIENCE.handle })
      const { adult } = await safari()
      const steps: [string, () => Promise<unknown>][] = [
        [
          "an experience's facts",
          () => booking.updateExperiences({ id: experience.id, minimum_age: 14 }),
        ],
        [
          "a sale",
          () =>
            adminPost("/admin/price-lists", {
              title: "Rebajas",
              description: "R",
              type: "sale",
              status: "active",
              prices: [{ amount: 41, currency_code: "eur", variant_id: adult.id }],
            }),
        ],
      ]
      const { data: reviews } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "review",
        fields: ["id"],
        filters: { status: "published" } as never,
      })
      const review = (reviews as { id: string }[])[0]
      if (review)
        steps.push([
          "a review hidden",
          () => adminPost(`/admin/reviews/${review.id}/hide`, { reason: "prueba" }),
        ])
      for (const [what, act] of steps) {
        const before = version()
        await act()
        expect([what, version()]).not.toEqual([what, before])
      }
    })
  },
})
