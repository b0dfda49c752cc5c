import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { seedProductPresentation } from "../../src/scripts/seed/product-presentation"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import type { Locale } from "../../src/lib/i18n/messages"

jest.setTimeout(180_000)

/** The slot calendar's admin routes: list over a range, capacity, closures, weekly schedule. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    const store = storeApi(api, () => headers)
    const as = (locale: Locale) => ({
      headers: { ...admin.headers, "accept-language": locale },
    })
    const adminGet = (url: string, locale: Locale = "es") => send(api.get(url, as(locale)))
    const adminPost = (url: string, body: object, locale: Locale = "es") =>
      send(api.post(url, body, as(locale)))
    const slotsUrl = (from: string, to: string, extra = "") =>
      `/admin/experiences/${DESERT_SAFARI.handle}/slots?from=${from}&to=${to}${extra}`

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    it("refuses every calendar route without an admin session (401)", async () => {
      const calls = [
        send(api.get(slotsUrl(dayFromToday(0), dayFromToday(3)))),
        send(api.post("/admin/schedules/sch_01JZZZZZZZZZZZZZZZZZZZZZZZ", { capacity: 3 })),
        send(
          api.post(`/admin/experiences/${DESERT_SAFARI.handle}/closures`, {
            date: dayFromToday(3),
          }),
        ),
        send(api.post(`/admin/slots/slot_01JZZZZZZZZZZZZZZZZZZZZZZZ`, { capacity: 3 })),
        // A traveller's publishable key is not an admin session either.
        send(api.get(slotsUrl(dayFromToday(0), dayFromToday(3)), { headers })),
      ]
      for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
    })

    it("lists every slot of a range per option with capacity, held, booked and status", async () => {
      const { slotId } = await store.cartWithBooking({ adult: 2 })
      const { data } = await adminGet(slotsUrl(dayFromToday(0), dayFromToday(9)))
      expect(data.experience.options.map((o: any) => o.code)).toEqual(["shared", "private"])
      expect(data.experience.options[0].schedules[0]).toMatchObject({
        start_times: ["06:00", "15:30"],
        capacity: 20,
      })
      const held = data.slots.find((s: any) => s.id === slotId)
      expect(held).toMatchObject({
        capacity: 20,
        held: 2,
        booked: 0,
        status: "open",
        local_date: dayFromToday(2),
      })
      // The fixture closes day 5: every slot of it is closed.
      const day5 = data.slots.filter((s: any) => s.local_date === dayFromToday(5))
      expect(day5.length).toBeGreaterThan(0)
      expect(day5.every((s: any) => s.status === "closed")).toBe(true)
      const one = await adminGet(slotsUrl(dayFromToday(0), dayFromToday(9), "&option_code=private"))
      expect(new Set(one.data.slots.map((s: any) => s.option_code))).toEqual(new Set(["private"]))
    })

    it("bounds the range and names unknown experiences and options, in both languages", async () => {
      const long = await adminGet(slotsUrl(dayFromToday(0), dayFromToday(70)))
      expect(long.status).toBe(400)
      expect(long.data).toMatchObject({
        code: "admin.slots.range_too_long",
        message: "Pide como mucho 62 días de una vez.",
      })
      const longEn = await adminGet(slotsUrl(dayFromToday(0), dayFromToday(70)), "en")
      expect(longEn.data.message).toBe("Ask for at most 62 days at a time.")
      const far = await adminGet(slotsUrl("2099-01-01", "2099-01-10"))
      expect(far.data.code).toBe("date_out_of_range")
      const reversed = await adminGet(slotsUrl(dayFromToday(5), dayFromToday(1)))
      expect(reversed.status).toBe(400)
      const missing = await adminGet(
        `/admin/experiences/no-existe/slots?from=${dayFromToday(0)}&to=${dayFromToday(1)}`,
        "en",
      )
      expect(missing.status).toBe(404)
      expect(missing.data).toMatchObject({
        code: "admin.slots.experience_not_found",
        message: "This experience does not exist.",
      })
      const badOption = await adminGet(
        slotsUrl(dayFromToday(0), dayFromToday(1), "&option_code=vip"),
      )
      expect(badOption.data).toMatchObject({
        code: "admin.slots.option_not_found",
        message: "Esta opción no existe en la experiencia.",
      })
      const badHandle = await adminGet(
        `/admin/experiences/${encodeURIComponent("NO EXISTE")}/slots?from=${dayFromToday(0)}&to=${dayFromToday(1)}`,
      )
      expect(badHandle.status).toBe(404)
    })

    it("refuses a capacity below held + booked saying both, and changes nothing", async () => {
      const { slotId } = await store.cartWithBooking({ adult: 3 })
      const es = await adminPost(`/admin/slots/${slotId}`, { capacity: 2, status: "closed" })
      expect(es.status).toBe(400)
      expect(es.data).toMatchObject({
        code: "admin.slots.capacity_below_taken",
        message:
          "La capacidad no puede ser menor que 3: 3 plazas retenidas en carritos y 0 plazas reservadas.",
      })
      const en = await adminPost(`/admin/slots/${slotId}`, { capacity: 2 }, "en")
      expect(en.data.message).toBe(
        "Capacity cannot be lower than 3: 3 seats held in carts and 0 seats booked.",
      )
      const slot = (await adminGet(`/admin/slots/${slotId}`)).data.slot
      expect(slot).toMatchObject({ capacity: 20, held: 3, status: "open" })
      const ok = await adminPost(`/admin/slots/${slotId}`, { capacity: 3, status: "closed" })
      expect(ok.data.slot).toMatchObject({ capacity: 3, held: 3, status: "closed" })
      const malformed = await adminPost(`/admin/slots/not-a-slot`, { capacity: 3 }, "en")
      expect(malformed).toMatchObject({ status: 404, data: { code: "slot_not_found" } })
      const unknown = await adminPost(`/admin/slots/slot_01JZZZZZZZZZZZZZZZZZZZZZZZ`, {
        capacity: 3,
      })
      expect(unknown).toMatchObject({ status: 404, data: { code: "slot_not_found" } })
      const hostile = await adminPost(`/admin/slots/${slotId}`, { capacity: "9", held: 0 })
      expect(hostile.status).toBe(400)
    })

    it("edits a weekly schedule: new times get slots, empty old ones go, ones with seats stay", async () => {
      const { slotId } = await store.cartWithBooking({ adult: 1 }) // 06:00 on day 2
      const listed = await adminGet(
        slotsUrl(dayFromToday(0), dayFromToday(9), "&option_code=shared"),
      )
      const schedule = listed.data.experience.options[0].schedules[0]
      const changed = await adminPost(`/admin/schedules/${schedule.id}`, {
        start_times: ["15:30", "18:00"],
        capacity: 12,
      })
      expect(changed.status).toBe(200)
      expect(changed.data.schedule.start_times).toEqual({ items: ["15:30", "18:00"] })
      expect(changed.data.slots_created).toBeGreaterThan(0)
      expect(changed.data.slots_removed).toBeGreaterThan(0)
      const after = (
        await adminGet(slotsUrl(dayFromToday(0), dayFromToday(9), "&option_code=shared"))
      ).data.slots
      const day3 = after
        .filter((s: any) => s.local_date === dayFromToday(3))
        .map((s: any) => s.local_time)
      expect(day3).toEqual(["15:30", "18:00"])
      // The 06:00 slot a traveller holds seats on is kept.
      expect(after.find((s: any) => s.id === slotId)).toMatchObject({
        local_time: "06:00",
        held: 1,
      })
      // New slots take the new capacity; existing ones keep theirs.
      expect(
        after.find((s: any) => s.local_date === dayFromToday(3) && s.local_time === "18:00")
          .capacity,
      ).toBe(12)

      const invalid = await adminPost(`/admin/schedules/${schedule.id}`, { weekdays: [7] }, "en")
      expect(invalid).toMatchObject({ status: 400, data: { code: "invalid_request" } })
      const missing = await adminPost(
        `/admin/schedules/sch_01JZZZZZZZZZZZZZZZZZZZZZZZ`,
        { capacity: 5 },
        "en",
      )
      expect(missing).toMatchObject({
        status: 404,
        data: {
          code: "admin.slots.schedule_not_found",
          message: "This weekly schedule does not exist.",
        },
      })
    })

    it("gives a product's booking facts: city, time zone, duration, policy, options with bands, extras and prices", async () => {
      const listed = await adminGet(`/admin/products?handle=${DESERT_SAFARI.handle}&fields=id`)
      const productId = listed.data.products[0].id
      const facts = (await adminGet(`/admin/booking-facts/${productId}`)).data.booking_facts
      expect(facts).toMatchObject({
        handle: DESERT_SAFARI.handle,
        city: DESERT_SAFARI.city,
        timezone: DESERT_SAFARI.timezone,
        cancellation_policy: { type: "penalty", percent: 50, days: 2 },
      })
      expect(facts.options.map((o: any) => o.code)).toEqual(["shared", "private"])
      expect(facts.options[0].bands[0]).toMatchObject({
        band: "adult",
        prices: { eur: expect.any(Number) },
      })
      expect(facts.options[0].extras.map((x: any) => [x.code, x.prices.eur])).toEqual([
        ["dinner", 28],
        ["photos", 35],
      ])
      expect(facts.options[1]).toMatchObject({
        pricing_type: "per_item",
        item_prices: { eur: 200 },
      })
      expect((await send(api.get(`/admin/booking-facts/${productId}`))).status).toBe(401)
      const malformed = await adminGet(`/admin/booking-facts/nope`, "en")
      expect(malformed).toMatchObject({
        status: 404,
        data: { message: "This experience does not exist." },
      })
      const unknown = await adminGet(`/admin/booking-facts/prod_01JZZZZZZZZZZZZZZZZZZZZZZZ`)
      expect(unknown).toMatchObject({
        status: 404,
        data: { message: "Esta experiencia no existe." },
      })
    })

    it("the seed gives products their thumbnail, short description and categories, once", async () => {
      const handles = ["senderismo-dunas-atardecer", DESERT_SAFARI.handle]
      expect(await seedProductPresentation(getContainer(), handles)).toEqual({ updated: 1 })
      expect(await seedProductPresentation(getContainer(), handles)).toEqual({ updated: 0 })
      const { data } = await adminGet(
        `/admin/products?handle=senderismo-dunas-atardecer&fields=thumbnail,description,*categories`,
      )
      const [product] = data.products
      expect(product.thumbnail).toMatch(/\/images\/walker-day-saudi-arabia\.svg$/)
      expect(product.description).toMatch(/^Camina con un guía local/)
      expect(product.categories.map((c: any) => [c.handle, c.name])).toEqual([
        ["senderismo", "Senderismo"],
      ])
    })

    it("closes a date through the workflow and travellers see it closed; a bad option is named", async () => {
      const closed = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/closures`, {
        date: dayFromToday(4),
      })
      expect(closed.data).toMatchObject({ status: "closed", slots_changed: 3 })
      const days = await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability?from=${dayFromToday(4)}&to=${dayFromToday(4)}`,
      )
      expect(days.data.days[0].status).toBe("closed")
      const bad = await adminPost(
        `/admin/experiences/${DESERT_SAFARI.handle}/closures`,
        { date: dayFromToday(4), option_code: "vip" },
        "en",
      )
      expect(bad).toMatchObject({ status: 404, data: { code: "admin.slots.option_not_found" } })
    })
  },
})
