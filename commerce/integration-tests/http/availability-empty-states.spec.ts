import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/**
 * Issue 27 (zero console errors): the picker's ordinary states are ordinary answers. A date with
 * nothing to book (closed, emptied since the calendar came) and an experience that cannot be
 * booked (paused, unpublished, unknown) answer 200 with an explicit empty state, which the browser
 * does not log as an error; only what a client gets wrong (a malformed date, a currency not sold)
 * stays a 4xx.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { get } = storeApi(api, () => headers)

    beforeAll(async () => {
      headers = await seedFixtures(getContainer())
    })

    it("a date without options answers 200 with no options, in the date's zone and currency", async () => {
      // The safari's fixture closes the 5th day; the 60th has no slot at all.
      for (const offset of [5, 60]) {
        const date = dayFromToday(offset)
        const day = await get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${date}?currency=usd`,
          { "accept-language": "en" },
        )
        expect(day.status).toBe(200)
        expect(day.data).toMatchObject({
          handle: DESERT_SAFARI.handle,
          date,
          timezone: DESERT_SAFARI.timezone,
          currency_code: "usd",
          options: [],
          pickup_points: [],
        })
      }
      // A bookable date still lists its options.
      const open = await get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`,
      )
      expect(open.status).toBe(200)
      expect(open.data.options.length).toBeGreaterThan(0)
    })

    it("an experience that cannot be booked answers the month with 200, bookable false and no days; a client's mistake is still a 400", async () => {
      const month = (handle: string, query = "") =>
        get(`/store/experiences/${handle}/availability${query}`, { "accept-language": "en" })
      const sellable = await month(DESERT_SAFARI.handle)
      expect(sellable.status).toBe(200)
      expect(sellable.data.bookable).toBe(true)
      expect(sellable.data.days.length).toBeGreaterThan(0)

      const unknown = await month("no-existe")
      expect(unknown.status).toBe(200)
      expect(unknown.data).toEqual({ handle: "no-existe", bookable: false, days: [] })

      const products = getContainer().resolve(Modules.PRODUCT)
      const [product] = await products.listProducts({ handle: DESERT_SAFARI.handle })
      await products.updateProducts(product.id, { status: "draft" })
      try {
        const drafted = await month(DESERT_SAFARI.handle)
        expect(drafted.status).toBe(200)
        expect(drafted.data).toEqual({ handle: DESERT_SAFARI.handle, bookable: false, days: [] })
        // The day route of an experience that cannot be booked still refuses (the picker never asks it then).
        const day = await get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`,
          { "accept-language": "en" },
        )
        expect(day).toMatchObject({
          status: 404,
          data: { code: "experience_unavailable", message: "Activity unavailable" },
        })
      } finally {
        await products.updateProducts(product.id, { status: "published" })
      }

      expect(await month(DESERT_SAFARI.handle, "?currency=gbp")).toMatchObject({
        status: 400,
        data: { code: "currency_not_sold" },
      })
      expect(await month("no-existe", "?from=mañana")).toMatchObject({
        status: 400,
        data: { code: "invalid_request" },
      })
    })
  },
})
