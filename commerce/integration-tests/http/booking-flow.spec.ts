import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(120_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, del, newCart, payLater } = storeApi(api, () => headers)
    const slot = (id: string) =>
      (container.resolve(BOOKING_MODULE) as BookingModuleService).retrieveSlot(id)

    async function day(handle: string, offset: number, extra: Record<string, string> = {}) {
      return get(`/store/experiences/${handle}/availability/${dayFromToday(offset)}`, extra)
    }
    async function payLaterAndComplete(cartId: string) {
      await payLater(cartId)
      return post(`/store/carts/${cartId}/complete-booking`)
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("gives each day's status and lowest adult price, with closed and sold-out days", async () => {
      const { status, data } = await get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability?from=${dayFromToday(1)}&to=${dayFromToday(12)}&currency=usd`,
      )
      expect(status).toBe(200)
      expect(data.days).toHaveLength(12)
      expect(data.days[0]).toEqual({ date: dayFromToday(1), status: "available", price_from: 49 })
      expect(data.days.find((d: any) => d.date === dayFromToday(5)).status).toBe("closed")
      expect(data.days.find((d: any) => d.date === dayFromToday(6))).toMatchObject({
        status: "sold_out",
        price_from: null,
      })
      expect(data.days.find((d: any) => d.date === dayFromToday(12)).status).toBe("closed")
    })

    it("lists a day's options with slots, prices per band and item, extras, pickup points and the cancellation line", async () => {
      const { status, data } = await day(DESERT_SAFARI.handle, 2)
      expect(status).toBe(200)
      const [shared, priv] = data.options
      expect(shared).toMatchObject({
        code: "shared",
        title: "Grupo compartido",
        pricing_type: "per_person",
      })
      expect(shared.age_bands.map((b: any) => [b.band, b.price])).toEqual([
        ["adult", 45],
        ["child", 30],
        ["infant", 0],
      ])
      expect(shared.extras).toEqual([
        { code: "dinner", title: "Cena bajo las estrellas", per: "person", price: 28 },
        { code: "photos", title: "Reportaje de fotos", per: "booking", price: 35 },
      ])
      expect(shared.slots.map((s: any) => [s.start_time, s.seats_left])).toEqual([
        ["06:00", 20],
        ["15:30", 20],
      ])
      // Two days before tomorrow's 06:00 (Riyadh) has passed at any hour of today (UTC): the fee applies now (issue 27.4).
      // Tomorrow, not the day after: whether two days before that one's 06:00 has passed depends on the hour.
      const tomorrow = (await day(DESERT_SAFARI.handle, 1)).data.options[0].slots[0].cancellation
        .text
      expect(tomorrow).toMatch(
        /^Si cancelas ahora se cobra el 50 % \(la cancelación gratuita terminó el .*\)$/,
      )
      const later = (await day(DESERT_SAFARI.handle, 4)).data.options[0].slots[0].cancellation.text
      expect(later).toMatch(/^Cancelación gratuita hasta el .*; desde entonces se cobra el 50 %$/)
      expect(priv).toMatchObject({
        code: "private",
        pricing_type: "per_item",
        max_travellers_per_item: 6,
        item_price: 200,
      })
      expect(data.pickup_points.map((p: any) => p.id)).toEqual(["kingdom-centre", "diriyah-gate"])

      const en = await day(DESERT_SAFARI.handle, 2, { "accept-language": "en" })
      expect(en.data.options[0].title).toBe("Shared group tour")
      const tomorrowEn = (await day(DESERT_SAFARI.handle, 1, { "accept-language": "en" })).data
        .options[0].slots[0].cancellation.text
      expect(tomorrowEn).toMatch(
        /^A 50% cancellation fee applies now \(free cancellation ended .*\)$/,
      )
      const laterEn = (await day(DESERT_SAFARI.handle, 4, { "accept-language": "en" })).data
        .options[0].slots[0].cancellation.text
      expect(laterEn).toMatch(/^Free cancellation until .*; a 50% fee applies from then$/)
    })

    it("shows a sale price list on the day from the second it starts until the second it ends (catalogue facts are cached per stamp)", async () => {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: variants } = await query.graph({
        entity: "product_variant",
        fields: ["id", "metadata", "price_set.id", "product.handle"],
        filters: { product: { handle: DESERT_SAFARI.handle } } as never,
      })
      const adult = (variants as any[]).find(
        (v) => v.metadata?.option_code === "shared" && v.metadata?.band === "adult",
      )
      const adultPrice = async () =>
        (await day(DESERT_SAFARI.handle, 2)).data.options[0].age_bands[0].price
      expect(await adultPrice()).toBe(45)
      const startsAt = Date.now() + 8_000
      const endsAt = startsAt + 8_000
      await container.resolve(Modules.PRICING).createPriceLists([
        {
          title: "Rebajas relámpago",
          description: "Empieza y acaba sola",
          type: "sale",
          status: "active",
          starts_at: new Date(startsAt).toISOString(),
          ends_at: new Date(endsAt).toISOString(),
          prices: [{ amount: 40, currency_code: "eur", price_set_id: adult.price_set.id }],
        },
      ])
      const before = await adultPrice()
      // Read before the start (the stamp now names the list, not yet running): the regular price.
      if (Date.now() < startsAt) expect(before).toBe(45)
      await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now()) + 300))
      expect(await adultPrice()).toBe(40)
      await new Promise((r) => setTimeout(r, Math.max(0, endsAt - Date.now()) + 300))
      expect(await adultPrice()).toBe(45)
    })

    it("answers a date without options with an empty list (availability-empty-states.spec.ts), an unknown experience in the visitor's language", async () => {
      const none = await day(DESERT_SAFARI.handle, 40)
      expect(none.status).toBe(200)
      expect(none.data.options).toEqual([])
      const unknown = await day("no-existe", 2)
      expect(unknown.data).toMatchObject({
        code: "experience_unavailable",
        message: "Actividad no disponible",
      })
    })

    it("adds a booking with extras and pickup, changes its travellers and removes it; the hold follows", async () => {
      const slotId = (await day(DESERT_SAFARI.handle, 2)).data.options[0].slots[1].id
      const cartId = await newCart()
      const added = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 2, child: 1 },
        extras: [{ code: "dinner" }, { code: "photos" }],
        pickup_point_id: "kingdom-centre",
      })
      expect(added.status).toBe(201)
      expect(added.data.cart.total).toBe(45 * 2 + 30 + 28 * 3 + 35)
      expect(await slot(slotId)).toMatchObject({ held: 3 })
      const holdId = added.data.hold.id

      const grown = await post(`/store/carts/${cartId}/bookings/${holdId}`, {
        travellers: { adult: 4 },
      })
      expect(grown.status).toBe(200)
      expect(grown.data.cart.total).toBe(45 * 4)
      expect(await slot(slotId)).toMatchObject({ held: 4 })

      const tooMany = await post(`/store/carts/${cartId}/bookings/${holdId}`, {
        travellers: { adult: 21 },
      })
      expect(tooMany.status).toBe(409)
      expect(tooMany.data.message).toBe(
        "No hay plazas suficientes: solo quedan 20 plazas para este horario.",
      )
      expect(await slot(slotId)).toMatchObject({ held: 4 })

      const removed = await del(`/store/carts/${cartId}/bookings/${holdId}`)
      expect(removed.data.cart.items).toEqual([])
      expect(await slot(slotId)).toMatchObject({ held: 0 })
    })

    it("limits travellers per item on per-item options, in Spanish and English", async () => {
      const slotId = (await day(DESERT_SAFARI.handle, 2)).data.options[1].slots[0].id
      const cartId = await newCart()
      const body = { slot_id: slotId, items: 1, travellers: { adult: 7 } }
      const es = await post(`/store/carts/${cartId}/bookings`, body)
      expect(es.status).toBe(400)
      expect(es.data).toMatchObject({
        code: "too_many_per_item",
        message: "Máximo 6 viajeros por unidad.",
      })
      const en = await post(`/store/carts/${cartId}/bookings`, body, { "x-medusa-locale": "en" })
      expect(en.data.message).toBe("maximum 6 travellers per item")

      const ok = await post(`/store/carts/${cartId}/bookings`, { ...body, items: 2 })
      expect(ok.status).toBe(201)
      expect(ok.data.cart.total).toBe(400)
      expect(await slot(slotId)).toMatchObject({ held: 2, capacity: 3 })
    })

    it("completes with pay later and turns the hold into a booking of the order", async () => {
      const slotId = (await get(`/store/experiences/${SKELETON_EXPERIENCE.handle}/slots`)).data
        .slots[1].id
      const cartId = await newCart()
      await post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 2, child: 1 },
      })
      const completed = await payLaterAndComplete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data.order.items.reduce((n: number, i: any) => n + i.quantity, 0)).toBe(3)
      expect(completed.data.bookings).toEqual([
        expect.objectContaining({ seats: 3, slot_id: slotId }),
      ])
      expect(await slot(slotId)).toMatchObject({ held: 0, booked: 3 })
    })

    it("refuses a closed slot, a slot that has started and an unknown age band", async () => {
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      const slotId = (await day(DESERT_SAFARI.handle, 3)).data.options[0].slots[0].id
      await booking.updateSlots({ id: slotId, status: "closed" })
      const cartId = await newCart()
      const closed = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 1 },
      })
      expect(closed.data).toMatchObject({
        code: "slot_closed",
        message: "Este horario está cerrado y no admite reservas.",
      })

      // The earliest shared slot, moved to a minute ago (today's may all have started already: then none is seeded).
      const [past] = await booking.listSlots(
        { option_code: "shared" },
        { take: 1, order: { starts_at: "ASC" } },
      )
      await booking.updateSlots({ id: past.id, starts_at: new Date(Date.now() - 60_000) })
      const started = await post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: past.id, travellers: { adult: 1 } },
        { "x-medusa-locale": "en" },
      )
      expect(started.data).toMatchObject({
        code: "slot_in_past",
        message: "This time slot has already started. Please choose another date.",
      })

      const unknownBand = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        travellers: { adults: 2 },
      })
      expect(unknownBand.status).toBe(400)
    })
  },
})
