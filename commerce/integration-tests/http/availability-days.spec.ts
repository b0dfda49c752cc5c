import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import http from "node:http"
import { gunzipSync } from "node:zlib"
import { translate, LOCALES } from "../../src/lib/i18n/messages"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/**
 * GET /store/experiences/:handle/days: the day route's answers for a range of
 * dates in one request (what the picker prefetches for the month it shows).
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, cartWithBooking } = storeApi(api, () => headers)
    const days = (handle: string, query: string, extra?: Record<string, string>) =>
      get(`/store/experiences/${handle}/days?${query}`, extra)
    const dayRoute = (handle: string, date: string, query = "", extra?: Record<string, string>) =>
      get(`/store/experiences/${handle}/availability/${date}${query}`, extra)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("answers each date with exactly what the day route answers, in both languages and any currency; dates without options are left out", async () => {
      const [from, to] = [dayFromToday(1), dayFromToday(12)]
      for (const [handle, currency, language] of [
        [DESERT_SAFARI.handle, "usd", "es"],
        [DESERT_SAFARI.handle, "eur", "en"],
        [SKELETON_EXPERIENCE.handle, "sar", "en"],
      ] as const) {
        const range = await days(handle, `from=${from}&to=${to}&currency=${currency}`, {
          "accept-language": language,
        })
        expect(range.status).toBe(200)
        expect(range.data).toMatchObject({
          handle,
          from,
          to,
          currency_code: currency,
          timezone: expect.any(String),
        })
        const expected: unknown[] = []
        for (let offset = 1; offset <= 12; offset++) {
          const one = await dayRoute(handle, dayFromToday(offset), `?currency=${currency}`, {
            "accept-language": language,
          })
          expect(one.status).toBe(200)
          if (one.data.options.length) expected.push(one.data)
        }
        expect(range.data.days).toEqual(expected)
      }
      // The safari's fixture: a closed day (no options), a sold-out day (its slots, no seats), 10 days of slots.
      const safari = (await days(DESERT_SAFARI.handle, `from=${from}&to=${to}`)).data.days as {
        date: string
        options: { slots: { seats_left: number }[] }[]
      }[]
      expect(safari.map((d) => d.date)).not.toContain(dayFromToday(5))
      expect(
        safari
          .find((d) => d.date === dayFromToday(6))!
          .options.flatMap((o) => o.slots.map((s) => s.seats_left)),
      ).toEqual(expect.arrayContaining([0]))
      expect(safari.map((d) => d.date)).not.toContain(dayFromToday(12))
    })

    it("reads the seats live: a hold taken after one answer shows in the next", async () => {
      const query = `from=${dayFromToday(1)}&to=${dayFromToday(3)}`
      const seatsOn = (
        data: {
          days: { date: string; options: { slots: { id: string; seats_left: number }[] }[] }[]
        },
        slotId: string,
      ) =>
        data.days.flatMap((d) => d.options.flatMap((o) => o.slots)).find((s) => s.id === slotId)!
          .seats_left
      const { slotId } = await cartWithBooking({ adult: 2 })
      const before = (await days(DESERT_SAFARI.handle, query)).data
      await cartWithBooking({ adult: 3 })
      const after = (await days(DESERT_SAFARI.handle, query)).data
      expect(seatsOn(before, slotId) - seatsOn(after, slotId)).toBe(3)
    })

    it("is gzipped for a client that accepts it, plain otherwise", async () => {
      const url = `${api.defaults.baseURL}/store/experiences/${DESERT_SAFARI.handle}/days?from=${dayFromToday(1)}&to=${dayFromToday(10)}`
      const zipped = await fetch(url, { headers: { ...headers, "accept-encoding": "gzip" } })
      expect(zipped.headers.get("vary")).toMatch(/Accept-Encoding/i)
      const plain = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } })
      expect(plain.headers.get("content-encoding")).toBeNull()
      const text = await plain.text()
      // undici decodes gzip itself: the raw bytes are read through a plain HTTP request.
      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const target = new URL(url)
        http
          .get(
            {
              hostname: target.hostname,
              port: target.port,
              path: `${target.pathname}${target.search}`,
              headers: { ...headers, "accept-encoding": "gzip" },
            },
            (res) => {
              const chunks: Buffer[] = []
              res.on("data", (c: Buffer) => chunks.push(c))
              res.on("end", () =>
                resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
              )
            },
          )
          .on("error", reject)
      })
      expect(raw.encoding).toBe("gzip")
      expect(raw.body.length).toBeLessThan(text.length / 4)
      expect(gunzipSync(raw.body).toString()).toBe(text)
    })

    const BAD: {
      name: string
      query: string
      status: number
      code: Parameters<typeof translate>[0]
    }[] = [
      {
        name: "a reversed range",
        query: `from=${dayFromToday(9)}&to=${dayFromToday(2)}`,
        status: 400,
        code: "invalid_request",
      },
      {
        name: "more than 31 days",
        query: `from=${dayFromToday(1)}&to=${dayFromToday(32)}`,
        status: 400,
        code: "invalid_request",
      },
      {
        name: "a missing end",
        query: `from=${dayFromToday(1)}`,
        status: 400,
        code: "invalid_request",
      },
      {
        name: "a date that does not exist",
        query: `from=2027-02-30&to=2027-03-02`,
        status: 400,
        code: "invalid_request",
      },
      {
        name: "a word for a date",
        query: `from=mañana&to=${dayFromToday(2)}`,
        status: 400,
        code: "invalid_request",
      },
      {
        name: "dates past the window",
        query: `from=${dayFromToday(900)}&to=${dayFromToday(905)}`,
        status: 400,
        code: "date_out_of_range",
      },
      {
        name: "a currency not sold",
        query: `from=${dayFromToday(1)}&to=${dayFromToday(2)}&currency=gbp`,
        status: 400,
        code: "currency_not_sold",
      },
    ]
    it.each(BAD)(
      "refuses $name with a 4xx ($code) in Spanish by default and in English on request",
      async (c) => {
        for (const language of LOCALES) {
          const reply = await days(DESERT_SAFARI.handle, c.query, { "accept-language": language })
          expect(reply.status).toBe(c.status)
          expect(reply.data.code).toBe(c.code)
          expect(reply.data.message).toBe(
            translate(c.code, language, {
              request_id: reply.data.request_id,
              ...(reply.data.params ?? {}),
            }),
          )
        }
      },
    )

    it("answers 31 days at once; an unknown experience and a bad key are refused like the day route", async () => {
      expect(
        (await days(DESERT_SAFARI.handle, `from=${dayFromToday(1)}&to=${dayFromToday(31)}`)).status,
      ).toBe(200)
      const unknown = await days("no-existe", `from=${dayFromToday(1)}&to=${dayFromToday(3)}`, {
        "accept-language": "en",
      })
      expect(unknown).toMatchObject({
        status: 404,
        data: { code: "experience_unavailable", message: "Activity unavailable" },
      })

      const url = `/store/experiences/${DESERT_SAFARI.handle}/days?from=${dayFromToday(1)}&to=${dayFromToday(3)}`
      const apiKeys = container.resolve(Modules.API_KEY)
      const [revoked] = await apiKeys.createApiKeys([
        { title: "Revocada", type: "publishable", created_by: "test" },
      ])
      await apiKeys.revoke({ id: revoked.id }, { revoked_by: "test" })
      const { "x-publishable-api-key": _key, ...noKey } = headers
      for (const reply of [
        await send(api.get(url, { headers: noKey })),
        await get(url, { "x-publishable-api-key": "pk_unknown" }),
        await get(url, { "x-publishable-api-key": revoked.token }),
      ]) {
        expect(reply.status).toBe(400)
        expect(reply.data).toMatchObject({
          code: "publishable_key_required",
          message: expect.stringMatching(/^Falta una clave pública/),
        })
      }
    })
  },
})
