import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { setTimeout as sleep } from "node:timers/promises"
import { orderLock } from "../../src/workflows/locks"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { seedFixtures, send, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { lockCases, waitFor, type Res } from "../lock-exclusion/cases"
import { startMailSink, type MailSink } from "../mail-sink"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()
process.env.SMTP_RETRY_DELAYS = "200"

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/**
 * Every lock-taking money or seat workflow, started through its HTTP route
 * while another holder has the lock it must take (the order's lock, or the
 * cart's), writes nothing until that lock is given back, then completes.
 * Medusa's `acquireLockStep` held nothing in some of them (docs/booking.md,
 * "Locks"): in a nested workflow it steps aside, and a key built by a
 * transform inside another object reached it as nothing.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)
    const adminPost = (url: string, body: object = {}) =>
      send(api.post(url, body, { headers: { ...admin, "accept-language": "es" } }))
    const adminGet = (url: string) => send(api.get(url, { headers: admin }))
    const locking = () => container.resolve(Modules.LOCKING)
    const HOLDER = "lock-exclusion-test"

    async function sql(text: string, bindings: string[] = []) {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      return (await pg.raw(text, bindings)).rows as Record<string, any>[]
    }
    const cases = lockCases({ store, adminPost, adminGet, double: () => double, sql })

    beforeAll(async () => {
      double = await startStripeDouble()
    })
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
    })
    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await double.control("reset")
      await double.control("webhook", {
        url: `${api.defaults.baseURL}/hooks/stripe`,
        mode: "immediate",
      })
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

    it.each(cases)("$name waits for the $lock's lock, then completes", async (c) => {
      const ctx = await c.setup()
      const key = c.lock === "order" ? orderLock(ctx.orderId).key : ctx.cartId
      // Another holder takes the lock (retrying while the setup's own requests give theirs back).
      await waitFor(() =>
        locking()
          .acquire(key, { ownerId: HOLDER, expire: 60 })
          .then(() => true)
          .catch(() => false),
      )
      let answer: Res | null = null
      const call = c.run(ctx).then((res) => (answer = res))
      await sleep(2000)
      expect({ wrote: await c.done(ctx) }).toEqual({ wrote: false })
      if (answer && !c.answersFirst) {
        // Its wait ended (or it does not wait): only the localised busy answer is right.
        expect({ status: (answer as Res).status, code: (answer as Res).data?.code }).toMatchObject({
          status: 409,
          code: c.noWait ? "change.busy" : expect.stringMatching(/busy/),
        })
      }
      await locking().release(key, { ownerId: HOLDER })
      const first = await call
      const final = c.noWait && first.status === 409 ? await c.run(ctx) : first
      expect({ ok: final.status < 300, body: final.status < 300 ? null : final.data }).toEqual({
        ok: true,
        body: null,
      })
      await waitFor(() => c.done(ctx))
    })
  },
})
