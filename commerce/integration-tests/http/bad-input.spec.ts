import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import fc from "fast-check"
import { body, param, query, type Ids } from "./bad-input-arbitraries"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { isMessageCode, translate, type Locale } from "../../src/lib/i18n/messages"
import { seedFixtures, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { ROUTES } from "./bad-input-routes"

jest.setTimeout(600_000)

/** Same cases on every run in CI; `FC_SEED` replays another run, `FC_RUNS` goes deeper. */
const SEED = Number(process.env.FC_SEED ?? 20261122)
const RUNS = Number(process.env.FC_RUNS ?? 25)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let headers: Record<string, string>
    let adminToken = ""
    const store = storeApi(api, () => headers)

    beforeAll(async () => {
      headers = await seedFixtures(getContainer())
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      adminToken = login.data.token
    })

    it("answers every hostile request with a clear, localised 4xx and never a 5xx", async () => {
      const owned = await store.cartWithBooking({ adult: 2 })
      const other = await store.cartWithBooking({ adult: 1 }, { offset: 3 })
      const ids: Ids = {
        cartId: owned.cartId,
        otherCartId: other.cartId,
        holdId: owned.holdId,
        lineId: owned.cart.items[0].id,
        slotId: owned.slotId,
        token: adminToken,
      }
      const base = api.defaults.baseURL as string
      const failures: string[] = []
      let requests = 0
      for (const route of ROUTES) {
        const pathParams = fc.record(
          Object.fromEntries(route.params.map((p) => [p, param(p, ids)])),
        )
        await fc
          .assert(
            fc.asyncProperty(
              pathParams,
              query,
              route.body ? body(ids) : fc.constant(undefined),
              fc.constantFrom<Locale>("es", "en"),
              async (params, q, payload, locale) => {
                const search = new URLSearchParams(
                  Object.entries(q).map(([k, v]) => [k, String(v)]),
                ).toString()
                const url = `${base}${route.path(params as Record<string, string>)}${search ? `?${search}` : ""}`
                const response = await fetch(url, {
                  method: route.method,
                  headers: {
                    ...headers,
                    ...(route.admin ? { authorization: `Bearer ${ids.token}` } : {}),
                    "content-type": "application/json",
                    "accept-language": locale,
                  },
                  body: payload,
                })
                requests++
                const text = await response.text()
                const where = `${route.method} ${url.slice(base.length, 200)} body ${String(payload).slice(0, 120)}`
                if (response.status >= 500) {
                  failures.push(`${response.status} ${where}: ${text.slice(0, 300)}`)
                  return false
                }
                // A request line over Node's 16 KB header limit is refused by the HTTP
                // parser itself, before any of our code: a bare 431, by design.
                if (response.status === 431) return true
                if (response.status >= 400) {
                  let data: {
                    code?: unknown
                    message?: unknown
                    params?: Record<string, string | number>
                    request_id?: string
                  }
                  try {
                    data = JSON.parse(text)
                  } catch {
                    failures.push(`${response.status} without JSON ${where}: ${text.slice(0, 200)}`)
                    return false
                  }
                  // `?locale=` naming a language we offer wins over Accept-Language.
                  const asked =
                    typeof q.locale === "string"
                      ? q.locale.trim().toLowerCase().split(/[-_]/)[0]
                      : ""
                  const language: Locale = asked === "es" || asked === "en" ? asked : locale
                  const expected = isMessageCode(data.code)
                    ? translate(data.code, language, {
                        request_id: data.request_id ?? "",
                        ...(data.params ?? {}),
                      })
                    : null
                  if (expected === null || data.message !== expected) {
                    failures.push(
                      `${response.status} ${where}: code ${String(data.code)} message ${String(data.message)}`,
                    )
                    return false
                  }
                }
                return true
              },
            ),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => undefined)
      }
      expect(failures).toEqual([])
      expect(requests).toBeGreaterThan(ROUTES.length * RUNS * 0.9)
      expect((await store.get("/store/regions")).status).toBe(200)
      await assertOrderInvariants((text) =>
        dbConnection.raw(text).then((r: { rows: Record<string, unknown>[] }) => r.rows),
      )
    })
  },
})
