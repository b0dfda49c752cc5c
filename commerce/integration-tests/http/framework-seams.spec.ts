import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { translate, LOCALES } from "../../src/lib/i18n/messages"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/**
 * The running app got the hooks of lib/framework-seams.ts that live in
 * Express's router (seam 2: the JSON 404 before Medusa's error handler;
 * seam 3: Medusa's publishable-key check stepping aside only for the routes
 * that check the key themselves). Seam 1 (Medusa's request wrapper: headers,
 * error reports, the database gate) runs under `medusa start` only: the
 * faults suite and the security-headers e2e check it on the real servers.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get } = storeApi(api, () => headers)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("an API path no route answers gets our JSON 404, in the request's language; a route still answers", async () => {
      for (const language of LOCALES) {
        const reply = await get("/store/no-such-thing", { "accept-language": language })
        expect(reply.status).toBe(404)
        expect(reply.data).toMatchObject({
          code: "not_found",
          message: translate("not_found", language),
        })
      }
      // A known path with a method no route has: also ours, not Express's HTML.
      const wrongMethod = await send(
        api.delete(`/store/experiences/${DESERT_SAFARI.handle}/days`, { headers }),
      )
      expect(wrongMethod.status).toBe(404)
      expect(wrongMethod.data).toMatchObject({ code: "not_found" })
      expect((await get("/store/regions")).status).toBe(200)
    })

    it("Medusa's publishable-key check steps aside for the availability day and the days only", async () => {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const graph = query.graph.bind(query)
      let keyReads = 0
      const spy = jest.spyOn(query, "graph").mockImplementation(((
        config: { entity?: string },
        ...rest: unknown[]
      ) => {
        if (config?.entity === "api_key") keyReads++
        return (graph as (...args: unknown[]) => unknown)(config, ...rest)
      }) as typeof query.graph)
      try {
        // The first request installs the hooks (and is checked by both): leave it out.
        await get("/store/regions")
        const readsFor = async (url: string) => {
          keyReads = 0
          const reply = await get(url)
          return { url, status: reply.status, keyReads }
        }
        const day = `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`
        const days = `/store/experiences/${DESERT_SAFARI.handle}/days?from=${dayFromToday(1)}&to=${dayFromToday(3)}`
        const month = `/store/experiences/${DESERT_SAFARI.handle}/availability`
        expect(await readsFor(day)).toEqual({ url: day, status: 200, keyReads: 0 })
        expect(await readsFor(days)).toEqual({ url: days, status: 200, keyReads: 0 })
        expect(await readsFor("/store/regions")).toEqual({
          url: "/store/regions",
          status: 200,
          keyReads: 1,
        })
        expect(await readsFor(month)).toEqual({ url: month, status: 200, keyReads: 1 })
      } finally {
        spy.mockRestore()
      }
    })
  },
})
