import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedCombos } from "../../src/scripts/seed/combos"
import { DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"
import { COMPENSATION_CASES } from "../compensations"
import { FORCED, runCase, type World } from "../compensations/harness"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()

/**
 * Every workflow step with a compensation, forced to roll back: a tiny
 * workflow runs the step on real state, then a step that fails. What the
 * step changed (seats, holds, lines, a lock, a status, a Stripe session)
 * must read, after Medusa ran the compensation, as it did before the run.
 * The table is `integration-tests/compensations/index.ts`; a unit test
 * (compensations-coverage.test.ts) fails when a compensating step has no case.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const container = (): MedusaContainer => getContainer()
    const world: World = {
      get container() {
        return container()
      },
      store: storeApi(api, () => headers),
      get double() {
        return double
      },
      booking: () => container().resolve(BOOKING_MODULE) as BookingModuleService,
      sql: async (text, bindings = []) => {
        const pg = container().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        return (await pg.raw(text, bindings as any[])).rows
      },
    }

    beforeAll(async () => {
      double = await startStripeDouble()
      headers = await seedFixtures(container())
      await seedCombos(
        container(),
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
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
    })
    beforeEach(async () => {
      await double.control("reset")
    })

    // COMPENSATIONS_ONLY=name,name runs some cases (a step's name, as in the table).
    const only = process.env.COMPENSATIONS_ONLY?.split(",").filter(Boolean)
    const cases = COMPENSATION_CASES.filter((c) => !only?.length || only.includes(c.name))

    it.each(cases.map((c) => [c.name, c] as const))(
      "%s: a later step's failure undoes what it did",
      async (_name, c) => {
        const { before, during, after, messages } = await runCase(world, c)
        expect(messages).toEqual([FORCED])
        // The step did something a user would notice…
        expect(during).not.toEqual(before)
        // …and its compensation undid it.
        expect(after).toEqual(before)
      },
    )
  },
})
