import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { REVIEW_MODULE } from ".."
import { Review } from "../models/review"
import type ReviewModuleService from "../service"

jest.setTimeout(60_000)

const review = (overrides: Record<string, unknown> = {}) => ({
  handle: "senderismo-dunas-atardecer",
  product_id: "prod_dunas",
  rating: 5,
  title: "Inolvidable",
  body: "Las dunas al atardecer son espectaculares.",
  author_name: "Lucía",
  author_country: "ES",
  locale: "es" as const,
  travelled_on: "2026-10-03",
  ...overrides,
})

moduleIntegrationTestRunner<ReviewModuleService>({
  moduleName: REVIEW_MODULE,
  moduleModels: [Review],
  resolve: "./src/modules/review",
  testSuite: ({ service }) => {
    it("refuses a rating outside 1 to 5 in the database itself", async () => {
      await expect(service.createReviews([review({ rating: 6 })])).rejects.toThrow(
        /review_rating_range/,
      )
      await expect(service.createReviews([review({ rating: 0 })])).rejects.toThrow(
        /review_rating_range/,
      )
      expect(await service.listReviews({})).toHaveLength(0)
    })

    it("refuses a country that is not an ISO code and a travel date that is not a date", async () => {
      await expect(service.createReviews([review({ author_country: "Spain" })])).rejects.toThrow(
        /review_author_country_iso/,
      )
      await expect(service.createReviews([review({ travelled_on: "last week" })])).rejects.toThrow(
        /review_travelled_on_date/,
      )
    })

    it("summarises published reviews per experience, and gives empty summaries to the unreviewed", async () => {
      await service.createReviews([
        review({ rating: 5 }),
        review({ rating: 4 }),
        review({ rating: 4 }),
        review({ rating: 1, status: "hidden" }),
        review({ handle: "safari-dunas-rojas", rating: 2 }),
      ])
      expect(await service.summarizeReviews("senderismo-dunas-atardecer")).toEqual({
        average: 4.3,
        count: 3,
        distribution: { "1": 0, "2": 0, "3": 0, "4": 2, "5": 1 },
      })
      const all = await service.summarizeReviewsByHandle()
      expect([...all.keys()].sort()).toEqual(["safari-dunas-rojas", "senderismo-dunas-atardecer"])
      const some = await service.summarizeReviewsByHandle(["safari-dunas-rojas", "sin-opiniones"])
      expect(some.get("safari-dunas-rojas")).toMatchObject({ average: 2, count: 1 })
      expect(some.get("sin-opiniones")).toMatchObject({ average: null, count: 0 })
    })
  },
})
