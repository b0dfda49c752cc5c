import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { bulkWriteCatalogue } from "../../src/scripts/bench/bulk-catalogue"
import { seedStore } from "../../src/scripts/seed/base"
import { generateCatalogue } from "../../src/scripts/seed/generate-catalogue"
import {
  presentationOf,
  seedProductPresentation,
} from "../../src/scripts/seed/product-presentation"
import { readDatasetExperiences } from "../../src/scripts/seed/read-dataset"
import { generateReviews, seedReviews } from "../../src/scripts/seed/reviews"
import type { ExperienceSpec } from "../../src/scripts/seed/types"
import { writeCatalogue } from "../../src/scripts/seed/write-catalogue"
import { dayFromToday, send } from "../fixtures"

jest.setTimeout(600_000)

/** Experiences written both ways. */
const COUNT = Number(process.env.BULK_CATALOGUE_EXPERIENCES || 50)
const DAYS = 3
const SUFFIX = "-bulk"
/** What the site's build asks for (site/lib/commerce/experiences.ts), and the product's own fields. */
const PRODUCT_FIELDS = "*variants,*variants.calculated_price,*options,*options.values"

/**
 * A store answer with what differs by nature between two writes of one
 * experience taken out: ids, timestamps, and the bulk copy's handle suffix.
 */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(normalise).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/(^id$|_id$|_at$|^rank$)/.test(key))
        .map(([key, v]) => [key, normalise(v)]),
    )
  }
  return typeof value === "string" ? value.replaceAll(SUFFIX, "") : value
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const get = async (url: string) => {
      const response = await send(api.get(url, { headers }))
      expect([url, response.status]).toEqual([url, 200])
      return response.data
    }

    it("the bench's bulk seed writes experiences the store API answers for exactly as it does for seeded ones", async () => {
      container = getContainer()
      // The storefront's key (the test app made one of its own on another channel too).
      const { salesChannelId, publishableKey } = await seedStore(container, "eur")
      headers = { "x-publishable-api-key": publishableKey }

      const specs = generateCatalogue(readDatasetExperiences().slice(0, COUNT))
      // The seed's way: Medusa's workflow, the booking module, the presentation and reviews seeds.
      await writeCatalogue(container, specs, { salesChannelId, days: DAYS })
      await seedProductPresentation(
        container,
        specs.map((s) => s.handle),
      )
      await seedReviews(container, specs)

      // The same experiences under another handle, in bulk.
      const copies: ExperienceSpec[] = specs.map((s) => ({ ...s, handle: `${s.handle}${SUFFIX}` }))
      const original = new Map(copies.map((c, i) => [c.handle, specs[i]]))
      const { byHandle } = await presentationOf(
        container,
        specs.map((s) => s.handle),
      )
      const started = Date.now()
      const written = await bulkWriteCatalogue(container, copies, {
        salesChannelId,
        slotDays: DAYS,
        presentation: new Map(
          copies.map((c) => [c.handle, byHandle.get(original.get(c.handle)!.handle)!]),
        ),
        reviewsOf: (copy) =>
          generateReviews(original.get(copy.handle)!).map((r) => ({ ...r, handle: copy.handle })),
      })
      console.log(`bulk: ${COUNT} experiences in ${Date.now() - started} ms`)
      expect(written).toMatchObject({ created: COUNT, skipped: 0 })
      expect(written.reviews).toBeGreaterThan(COUNT)
      // A second run writes nothing twice.
      expect(
        await bulkWriteCatalogue(container, copies, { salesChannelId, slotDays: DAYS }),
      ).toMatchObject({ created: 0, skipped: COUNT })

      const { regions } = await get("/store/regions")
      expect(regions.map((r: any) => r.currency_code).sort()).toEqual(["aed", "eur", "sar", "usd"])
      const day = dayFromToday(1)
      const mismatches: string[] = []
      const compare = (what: string, seeded: unknown, bulk: unknown) => {
        const a = JSON.stringify(normalise(seeded))
        const b = JSON.stringify(normalise(bulk))
        if (a === b) return
        // Where they part, with some context.
        let at = 0
        while (a[at] === b[at]) at++
        const near = (text: string) => text.slice(Math.max(0, at - 150), at + 150)
        mismatches.push(`${what}\n  seeded …${near(a)}…\n  bulk   …${near(b)}…`)
      }
      for (const spec of specs) {
        const copy = `${spec.handle}${SUFFIX}`
        for (const region of regions) {
          const query = `fields=${encodeURIComponent(PRODUCT_FIELDS)}&region_id=${region.id}`
          const [seeded, bulk] = await Promise.all([
            get(`/store/products?handle=${spec.handle}&${query}`),
            get(`/store/products?handle=${copy}&${query}`),
          ])
          expect([spec.handle, seeded.products.length, bulk.products.length]).toEqual([
            spec.handle,
            1,
            1,
          ])
          compare(
            `${spec.handle} product in ${region.currency_code}`,
            seeded.products,
            bulk.products,
          )
        }
        const [facts, bulkFacts] = await Promise.all([
          get(`/store/experiences?handle=${spec.handle}`),
          get(`/store/experiences?handle=${copy}`),
        ])
        expect(facts.experiences).toHaveLength(1)
        compare(`${spec.handle} facts`, facts.experiences, bulkFacts.experiences)
        const [reviews, bulkReviews] = await Promise.all([
          get(`/store/experiences/${spec.handle}/reviews?limit=50`),
          get(`/store/experiences/${copy}/reviews?limit=50`),
        ])
        compare(`${spec.handle} reviews`, reviews, bulkReviews)
        // The picker's day: options, times, prices and seats (a seed's closed or sold-out day aside).
        if (
          ![
            ...spec.closed_days,
            ...spec.sold_out_days,
            ...spec.low_seat_days.map((d) => d.day),
          ].includes(1)
        ) {
          // A day an experience does not run answers 404 for both.
          const [slots, bulkSlots] = await Promise.all(
            [spec.handle, copy].map(async (handle) => {
              const { status, data } = await send(
                api.get(`/store/experiences/${handle}/availability/${day}`, { headers }),
              )
              return { status, data }
            }),
          )
          compare(`${spec.handle} day ${day}`, slots, bulkSlots)
        }
      }
      expect(mismatches.slice(0, 3)).toEqual([])

      // Every table the bulk seed writes holds as many rows for the copies as for the originals.
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(
        `SELECT p.handle LIKE '%' || ? AS bulk,
                count(DISTINCT p.id) AS products, count(DISTINCT v.id) AS variants,
                count(DISTINCT pr.id) AS prices, count(DISTINCT e.id) AS experiences,
                count(DISTINCT o.id) AS options, count(DISTINCT s.id) AS schedules,
                count(DISTINCT sl.id) AS slots
           FROM product p
           JOIN product_variant v ON v.product_id = p.id
           JOIN product_variant_price_set l ON l.variant_id = v.id
           JOIN price pr ON pr.price_set_id = l.price_set_id
           JOIN experience e ON e.product_id = p.id
           JOIN booking_experience_product_product x ON x.product_id = p.id AND x.experience_id = e.id
           JOIN product_sales_channel c ON c.product_id = p.id
           JOIN experience_option o ON o.experience_id = e.id
           JOIN schedule s ON s.option_id = o.id
           LEFT JOIN slot sl ON sl.option_id = o.id
          GROUP BY 1 ORDER BY 1`,
        [SUFFIX],
      )
      const [seededRows, bulkRows] = rows.map(({ bulk: _bulk, ...counts }: any) => counts)
      expect(bulkRows).toEqual(seededRows)
    })
  },
})
