import type { MedusaContainer } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import extendSlots from "../../src/jobs/extend-slots"
import { LOCALES } from "../../src/lib/i18n/messages"
import { signInAdmin } from "../desk-world"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import { availabilityRules, expectScheduleSeasons } from "./availability-rules-helpers"

jest.setTimeout(180_000)

/**
 * Availability rules that hold: closures are rules every slot creation
 * respects, no slot is created in the past, a start time can come back,
 * weekly schedules have seasons, and capacity never drops below seats sold.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    const store = storeApi(api, () => headers)
    const rules = availabilityRules(api, store, () => ({ container, admin }))
    const { booking, adminPost, adminDelete, base } = rules
    const { calendar, sharedSchedule, slotsOn, storeDay, payLaterOrder } = rules

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      admin = await signInAdmin(api, container)
    })

    it("a closed date stays closed when the weekly schedule is saved and when the nightly job extends slots", async () => {
      const closed = await adminPost(`${base}/closures`, {
        date: dayFromToday(4),
        reason: "Tormenta de arena",
      })
      expect(closed.data).toMatchObject({ status: "closed", slots_changed: 3 })
      const schedule = await sharedSchedule()
      const saved = await adminPost(`/admin/schedules/${schedule.id}`, {
        start_times: ["06:00", "15:30", "18:00"],
      })
      expect(saved.status).toBe(200)
      expect(await slotsOn(4)).toEqual([
        { time: "06:00", status: "closed" },
        { time: "15:30", status: "closed" },
        { time: "18:00", status: "closed" },
      ])
      expect(await slotsOn(3)).toContainEqual({ time: "18:00", status: "open" })
      expect(await storeDay(4)).toBe("closed")
      // The nightly extension (slots of days coming into the window) respects the rule too.
      await booking().softDeleteSlots(
        (
          await booking().listSlots({
            product_id: (await calendar(4, 4)).experience.product_id,
            local_date: dayFromToday(4),
          })
        ).map((s) => s.id),
      )
      await extendSlots(container)
      expect((await slotsOn(4)).every((s) => s.status === "closed")).toBe(true)
      expect(await storeDay(4)).toBe("closed")
      expect((await calendar(4, 4)).closures).toEqual([
        expect.objectContaining({
          local_date: dayFromToday(4),
          option_code: null,
          local_time: null,
          reason: "Tormenta de arena",
        }),
      ])
      // Reopening removes the rule: every slot of the date is open again.
      const reopened = await adminPost(`${base}/closures`, {
        date: dayFromToday(4),
        status: "open",
      })
      expect(reopened.status).toBe(200)
      expect((await slotsOn(4)).every((s) => s.status === "open")).toBe(true)
      expect((await calendar(4, 4)).closures).toEqual([])
      expect(await storeDay(4)).toBe("available")
    })

    it("a closed slot (date and start time) stays closed after a schedule save; reopening one time of a closed date says why not", async () => {
      const [slot] = (await calendar(3, 3)).slots
      const closed = await adminPost(`/admin/slots/${slot.id}`, { status: "closed" })
      expect(closed.data.slot.status).toBe("closed")
      const schedule = await sharedSchedule()
      await adminPost(`/admin/schedules/${schedule.id}`, { start_times: ["15:30"] })
      await adminPost(`/admin/schedules/${schedule.id}`, { start_times: ["06:00", "15:30"] })
      expect(await slotsOn(3)).toEqual([
        { time: "06:00", status: "closed" },
        { time: "15:30", status: "open" },
      ])
      const day = (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(3)}`,
        )
      ).data
      expect(day.options[0].slots.map((s: any) => s.start_time)).toEqual(["15:30"])

      await adminPost(`${base}/closures`, { date: dayFromToday(6) })
      const [closedDay] = (await calendar(6, 6)).slots
      const es = await adminPost(`/admin/slots/${closedDay.id}`, { status: "open" })
      expect(es.status).toBe(400)
      expect(es.data).toMatchObject({
        code: "admin.slots.closed_by_rule",
        message: `El ${dayFromToday(6)} está cerrado entero: reabre la fecha entera (o esa opción) para abrir este horario.`,
      })
      const en = await adminPost(`/admin/slots/${closedDay.id}`, { status: "open" }, "en")
      expect(en.data.message).toBe(
        `${dayFromToday(6)} is closed as a whole: reopen the whole date (or that option) to open this time.`,
      )
      expect((await slotsOn(6)).every((s) => s.status === "closed")).toBe(true)
      // A one-off slot on a closed date is refused too.
      const oneOff = await adminPost(
        `${base}/slots`,
        {
          option_code: "shared",
          date: dayFromToday(6),
          start_time: "20:00",
          duration_minutes: 60,
          capacity: 5,
        },
        "en",
      )
      expect(oneOff).toMatchObject({ status: 409, data: { code: "admin.slots.date_closed" } })
    })

    it("never creates a slot that has already started, from a schedule save or a one-off slot", async () => {
      const schedule = await sharedSchedule()
      // 00:00 in Riyadh has always passed today.
      const saved = await adminPost(`/admin/schedules/${schedule.id}`, {
        start_times: ["00:00", "06:00", "15:30"],
      })
      expect(saved.status).toBe(200)
      const slots = (await calendar(0, 9)).slots as any[]
      expect(slots.filter((s) => s.local_time === "00:00").length).toBeGreaterThan(0)
      expect(
        slots.filter(
          (s) => new Date(s.starts_at).getTime() <= Date.now() && s.local_time === "00:00",
        ),
      ).toEqual([])
      const past = {
        option_code: "shared",
        date: dayFromToday(-1),
        start_time: "20:00",
        duration_minutes: 60,
        capacity: 5,
      }
      const es = await adminPost(`${base}/slots`, past)
      expect(es).toMatchObject({ status: 400, data: { code: "slot_in_past" } })
      const en = await adminPost(`${base}/slots`, past, "en")
      expect(en.data.message).toBe(
        "This time slot has already started. Please choose another date.",
      )
    })

    it("puts back a start time the schedule had before (its removed slots come back)", async () => {
      const schedule = await sharedSchedule()
      expect(
        (await adminPost(`/admin/schedules/${schedule.id}`, { start_times: ["15:30"] })).status,
      ).toBe(200)
      expect((await slotsOn(3)).map((s) => s.time)).toEqual(["15:30"])
      const back = await adminPost(`/admin/schedules/${schedule.id}`, {
        start_times: ["06:00", "15:30"],
      })
      expect(back.status).toBe(200)
      expect(back.data.slots_created).toBeGreaterThan(0)
      expect((await slotsOn(3)).map((s) => s.time)).toEqual(["06:00", "15:30"])
    })

    it("weekly schedules have seasons: validity dates, several per option, overlaps refused, removal", async () => {
      await expectScheduleSeasons(rules)
    })

    it("refuses a schedule capacity below the seats sold or held on any of its slots, with the numbers", async () => {
      await store.cartWithBooking({ adult: 3 }, { offset: 2 }) // 06:00 on day 2
      const schedule = await sharedSchedule()
      const es = await adminPost(`/admin/schedules/${schedule.id}`, { capacity: 2 })
      expect(es.status).toBe(400)
      expect(es.data).toMatchObject({
        code: "admin.slots.schedule_capacity_below_taken",
        message: `La capacidad no puede ser menor que 3: el ${dayFromToday(2)} a las 06:00 ya hay 3 plazas vendidas o retenidas.`,
      })
      const en = await adminPost(`/admin/schedules/${schedule.id}`, { capacity: 2 }, "en")
      expect(en.data.message).toBe(
        `Capacity cannot be lower than 3: 3 seats are already sold or held on ${dayFromToday(2)} at 06:00.`,
      )
      expect((await sharedSchedule()).capacity).toBe(20)
      expect(((await calendar(2, 2)).slots as any[]).map((s) => s.capacity)).toEqual([20, 20])
      const ok = await adminPost(`/admin/schedules/${schedule.id}`, { capacity: 3 })
      expect(ok.status).toBe(200)
      expect(((await calendar(2, 3)).slots as any[]).map((s) => s.capacity)).toEqual([3, 3, 3, 3])
    })

    it("refuses to close a date or a slot with bookings, with the numbers (cancelling the departure is the way)", async () => {
      const { slotId } = await payLaterOrder("marta@example.com", { offset: 3, adult: 2 })
      const es = await adminPost(`${base}/closures`, { date: dayFromToday(3) })
      expect(es.status).toBe(409)
      expect(es.data).toMatchObject({
        code: "admin.slots.has_bookings",
        message:
          "No se puede cerrar: hay 1 reserva (2 plazas). Usa «Cancelar salida» para reembolsar y avisar a los viajeros.",
      })
      const en = await adminPost(`/admin/slots/${slotId}`, { status: "closed" }, "en")
      expect(en.status).toBe(409)
      expect(en.data.message).toBe(
        'Cannot close: there is 1 booking (2 seats). Use "Cancel departure" to refund and notify the travellers.',
      )
      expect((await slotsOn(3)).every((s) => s.status === "open")).toBe(true)
      // Another option of the date has no bookings: it closes.
      const privateOnly = await adminPost(`${base}/closures`, {
        date: dayFromToday(3),
        option_code: "private",
      })
      expect(privateOnly).toMatchObject({ status: 200, data: { slots_changed: 1 } })
    })

    it("validates closures and schedules in both languages and refuses them without an admin session", async () => {
      const schedule = await sharedSchedule()
      const calls = [
        send(api.post(`${base}/schedules`, { option_code: "shared" })),
        send(api.delete(`/admin/schedules/${schedule.id}`)),
        send(api.post(`${base}/closures`, { date: dayFromToday(3), local_time: "06:00" })),
        send(api.post(`${base}/schedules`, {}, { headers })),
      ]
      for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
      const good = {
        option_code: "shared",
        weekdays: [1],
        start_times: ["09:00"],
        duration_minutes: 60,
        capacity: 5,
        valid_from: dayFromToday(200),
        valid_to: null,
      }
      const bad: [object, string][] = [
        [{ ...good, weekdays: [9] }, "invalid_request"],
        [{ ...good, start_times: ["25:00"] }, "invalid_request"],
        [{ ...good, valid_to: dayFromToday(100) }, "invalid_request"],
        [{ ...good, capacity: 0 }, "invalid_request"],
        [{ ...good, extra: 1 }, "invalid_request"],
        [{ ...good, valid_from: "2099-01-01" }, "date_out_of_range"],
      ]
      for (const [body, code] of bad) {
        for (const locale of LOCALES) {
          const r = await adminPost(`${base}/schedules`, body, locale)
          expect([r.status, r.data.code]).toEqual([400, code])
        }
      }
      const unknown = await adminPost(`${base}/schedules`, { ...good, option_code: "vip" }, "en")
      expect(unknown).toMatchObject({
        status: 404,
        data: { message: "This option does not exist for the experience." },
      })
      const badClosure = await adminPost(`${base}/closures`, {
        date: dayFromToday(3),
        local_time: "6am",
      })
      expect(badClosure.status).toBe(400)
      const controlChars = await adminPost(
        `${base}/closures`,
        { date: dayFromToday(3), reason: "a\u0007b" },
        "en",
      )
      expect(controlChars.status).toBe(400)
      const tooLong = await adminPost(`${base}/closures`, {
        date: dayFromToday(3),
        reason: "x".repeat(201),
      })
      expect(tooLong.status).toBe(400)
      const badId = await adminDelete(`/admin/schedules/not-a-schedule`)
      expect(badId).toMatchObject({
        status: 404,
        data: { message: "Este horario semanal no existe." },
      })
    })
  },
})
