import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedCombos } from "../../src/scripts/seed/combos"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"

jest.setTimeout(180_000)

/**
 * Combos: the dune hike (12 seats at 15:30) and the safari's shared group
 * (20 seats at 06:00) sold together, 2 adults and a child, all or none.
 * Parts on their own: adult 45 + 45 EUR, child 30 + 30 EUR.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let comboId: string
    const { get, post, del, newCart, payLater } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
    const slot = (id: string) => booking().retrieveSlot(id)
    const sql = (text: string, params: unknown[] = []) =>
      dbConnection.raw(text, params).then((r: any) => r.rows)
    const date = dayFromToday(2)

    async function slotOf(handle: string, offset = 2) {
      const day = (await get(`/store/experiences/${handle}/availability/${dayFromToday(offset)}`))
        .data
      return day.options.find((o: any) => o.code === "shared").slots[0].id as string
    }
    async function comboBody(travellers: object = { adult: 2, child: 1 }) {
      return {
        combo_id: comboId,
        parts: [
          { date, slot_id: await slotOf(SKELETON_EXPERIENCE.handle) },
          { date, slot_id: await slotOf(DESERT_SAFARI.handle) },
        ],
        travellers,
      }
    }
    const comboLines = (cart: any) => cart.items.filter((i: any) => i.metadata?.combo_group)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await seedCombos(
        container,
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
      const { data } = await get("/store/combos")
      comboId = data.combos[0].id
    })

    afterEach(async () => {
      await assertOrderInvariants((text) => sql(text))
    })

    it("lists combos with a bundle price below the sum of the parts, split across them", async () => {
      const { status, data } = await get("/store/combos?city=riyadh")
      expect(status).toBe(200)
      expect(data.combos).toHaveLength(1)
      const [combo] = data.combos
      expect(combo.parts.map((p: any) => [p.handle, p.option_code])).toEqual([
        [SKELETON_EXPERIENCE.handle, "shared"],
        [DESERT_SAFARI.handle, "shared"],
      ])
      expect(combo.prices.eur.adult).toEqual({ total: 76, parts: [38, 38], sum: 90, saving: 14 })
      expect(combo.prices.eur.child).toEqual({ total: 51, parts: [25, 26], sum: 60, saving: 9 })
      expect((await get("/store/combos?city=../x")).status).toBe(400)
    })

    it("holds every part in one step and its lines add up to the bundle price", async () => {
      const cartId = await newCart()
      const body = await comboBody()
      const { status, data } = await post(`/store/carts/${cartId}/combos`, body)
      expect(status).toBe(201)
      expect(data.combo.holds).toHaveLength(2)
      expect((await slot(body.parts[0].slot_id)).held).toBe(3)
      expect((await slot(body.parts[1].slot_id)).held).toBe(3)
      const lines = comboLines(data.cart)
      expect(lines).toHaveLength(4)
      expect(new Set(lines.map((l: any) => l.metadata.combo_group)).size).toBe(1)
      expect(lines.every((l: any) => l.metadata.combo_id === comboId)).toBe(true)
      // 2 × 76 + 1 × 51 instead of 2 × 90 + 60.
      expect(data.cart.total).toBe(203)
      const check = await get(`/store/carts/${cartId}/check`)
      expect(check.data.check).toMatchObject({ needs_check: false, new_total: 203 })
    })

    it("refuses the whole combo when one part is full, names the part and holds nothing", async () => {
      const body = await comboBody()
      const other = await newCart("otra@example.com")
      expect(
        (
          await post(`/store/carts/${other}/bookings`, {
            slot_id: body.parts[0].slot_id,
            travellers: { adult: 11 },
          })
        ).status,
      ).toBe(201)

      const cartId = await newCart()
      const es = await post(`/store/carts/${cartId}/combos`, body)
      expect(es.status).toBe(409)
      expect(es.data).toMatchObject({
        code: "combo_part_full",
        params: { part: 1, remaining: 1 },
        message:
          "No hay plazas suficientes para la actividad 1 del combo: solo queda 1 plaza. No se ha reservado nada.",
      })
      const en = await post(`/store/carts/${cartId}/combos`, body, { "accept-language": "en" })
      expect(en.data.message).toBe(
        "Not enough seats for activity 1 of the combo: only 1 seat is left. Nothing was booked.",
      )
      expect((await slot(body.parts[0].slot_id)).held).toBe(11)
      expect((await slot(body.parts[1].slot_id)).held).toBe(0)
      expect(
        await sql(`SELECT id FROM hold WHERE cart_id = ? AND status = 'active'`, [cartId]),
      ).toEqual([])
      const cart = await get(`/store/carts/${cartId}`)
      expect(cart.data.cart.items).toEqual([])
    })

    it("removes the whole combo when one part is removed, and never changes or reprices a part alone", async () => {
      const cartId = await newCart()
      const body = await comboBody()
      const added = (await post(`/store/carts/${cartId}/combos`, body)).data
      const [first, second] = added.combo.holds

      const change = await post(`/store/carts/${cartId}/bookings/${second.id}`, {
        travellers: { adult: 1 },
      })
      expect(change.status).toBe(400)
      expect(change.data.code).toBe("combo_change_whole")
      const line = comboLines(added.cart)[0]
      const resize = await post(`/store/carts/${cartId}/line-items/${line.id}`, { quantity: 5 })
      expect(resize.status).toBe(400)
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "usd",
      )
      const switched = await post(`/store/carts/${cartId}`, { region_id: region.id })
      expect(switched.status).toBe(400)
      expect(switched.data.code).toBe("combo_region_locked")
      expect((await get(`/store/carts/${cartId}`)).data.cart.total).toBe(203)

      const removed = await del(`/store/carts/${cartId}/bookings/${second.id}`)
      expect(removed.status).toBe(200)
      expect(removed.data.cart.items).toEqual([])
      expect((await slot(body.parts[0].slot_id)).held).toBe(0)
      expect((await slot(body.parts[1].slot_id)).held).toBe(0)
      expect(
        (await sql(`SELECT status FROM hold WHERE id IN (?, ?)`, [first.id, second.id])).map(
          (h: any) => h.status,
        ),
      ).toEqual(["released", "released"])

      // Medusa's own line-item route on a part takes the whole combo too.
      const again = (await post(`/store/carts/${cartId}/combos`, body)).data
      const viaLine = await del(`/store/carts/${cartId}/line-items/${comboLines(again.cart)[2].id}`)
      expect(viaLine.status).toBe(200)
      expect(viaLine.data.parent.items).toEqual([])
      expect((await slot(body.parts[0].slot_id)).held).toBe(0)
    })

    it("completes into one order with every part booked at the bundle price", async () => {
      const cartId = await newCart()
      const body = await comboBody()
      expect((await post(`/store/carts/${cartId}/combos`, body)).status).toBe(201)
      await payLater(cartId)
      const done = await post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      const orders = await sql(`SELECT order_id FROM order_cart WHERE cart_id = ?`, [cartId])
      expect(orders).toHaveLength(1)
      const [order] = await sql(`SELECT id FROM "order" WHERE id = ?`, [orders[0].order_id])
      const bookings = await sql(
        `SELECT slot_id, seats, status FROM booking WHERE order_id = ? ORDER BY slot_id`,
        [order.id],
      )
      expect(bookings).toHaveLength(2)
      expect(bookings.every((b: any) => b.seats === 3 && b.status === "confirmed")).toBe(true)
      expect((await slot(body.parts[0].slot_id)).booked).toBe(3)
      expect((await slot(body.parts[1].slot_id)).booked).toBe(3)
      const [{ total }] = await sql(
        `SELECT sum(li.unit_price * oi.quantity)::numeric AS total FROM order_line_item li
           JOIN order_item oi ON oi.item_id = li.id WHERE oi.order_id = ?`,
        [order.id],
      )
      expect(Number(total)).toBe(203)
    })

    it("refuses hostile bodies with a stable code and never a 5xx", async () => {
      const cartId = await newCart()
      const body = await comboBody()
      const cases: [object, number, string][] = [
        [{ ...body, combo_id: "combo_1; DROP TABLE combo" }, 400, "invalid_request"],
        [{ ...body, combo_id: "combo_00000000000000000000000000" }, 404, "combo_not_found"],
        [{ ...body, parts: [body.parts[0]] }, 400, "invalid_request"],
        [{ ...body, parts: [body.parts[1], body.parts[0]] }, 400, "combo_parts_mismatch"],
        [{ ...body, parts: [body.parts[0], body.parts[0]] }, 400, "combo_parts_mismatch"],
        [
          { ...body, parts: [{ ...body.parts[0], date: dayFromToday(3) }, body.parts[1]] },
          400,
          "combo_date_mismatch",
        ],
        [
          { ...body, parts: [{ ...body.parts[0], date: "9999-12-31" }, body.parts[1]] },
          400,
          "date_out_of_range",
        ],
        [{ ...body, travellers: { infant: 1 } }, 400, "invalid_request"],
        [{ ...body, travellers: { adult: 0 } }, 400, "invalid_request"],
        [{ ...body, extra: 1 }, 400, "invalid_request"],
      ]
      for (const [bad, status, code] of cases) {
        const res = await post(`/store/carts/${cartId}/combos`, bad)
        expect([JSON.stringify(bad).slice(0, 80), res.status, res.data.code]).toEqual([
          JSON.stringify(bad).slice(0, 80),
          status,
          code,
        ])
      }
      expect((await post(`/store/carts/cart_00000000000000000000000000/combos`, body)).status).toBe(
        404,
      )
      expect((await post(`/store/carts/nope/combos`, body)).status).toBe(404)
      expect(await sql(`SELECT id FROM hold WHERE status = 'active'`)).toEqual([])
    })
  },
})
