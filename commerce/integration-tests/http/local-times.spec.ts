import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { signId } from "../../src/lib/signed-token"
import { seedStore } from "../../src/scripts/seed/base"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { generateCatalogue } from "../../src/scripts/seed/generate-catalogue"
import { readDatasetExperiences } from "../../src/scripts/seed/read-dataset"
import type { ExperienceSpec } from "../../src/scripts/seed/types"
import { writeCatalogue } from "../../src/scripts/seed/write-catalogue"
import localTimesOneZoneDatabase from "../../src/migration-scripts/local-times-one-zone-database"
import { signInAdmin } from "../desk-world"
import { dayFromToday, storeApi } from "../fixtures"
import { CASABLANCA, MADRID_DST, wall } from "./local-times-data"

jest.setTimeout(900_000)

const DAYS = 90

/**
 * Issue 27.2 and 27.3 over the whole seeded catalogue: a slot is an instant
 * plus its experience's zone, and its local date and time read the same on
 * the day route, the cart, the voucher and the manifest; pickups lie before
 * their slot's start by their point's offset.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const store = storeApi(api, () => headers)

    async function sql(text: string, params: unknown[] = []) {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      return (await pg.raw(text, params as any[])).rows as any[]
    }

    async function seed(specs: ExperienceSpec[], days: number) {
      container = getContainer()
      const { salesChannelId } = await seedStore(container, "eur")
      await writeCatalogue(container, specs, { salesChannelId, days })
      const [key] = await container.resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
      headers = { "x-publishable-api-key": key.token }
    }

    const adminHeaders = () => signInAdmin(api, container)

    /** Books one traveller (or one item) on a slot, pays later; the cart's, voucher's and manifest's local times. */
    async function bookAndRead(
      slot: { id: string; option: any; handle: string; pickup_point_id: string | null },
      admin: Record<string, string>,
    ) {
      const cartId = await store.newCart()
      const perItem = slot.option.pricing_type === "per_item"
      const adultBand = slot.option.age_bands.find((b: any) => !b.free)?.band ?? "adult"
      const party = perItem
        ? { items: 1, travellers: { adult: 1 } }
        : { travellers: { [adultBand]: 1 } }
      const body = {
        slot_id: slot.id,
        ...party,
        ...(slot.pickup_point_id ? { pickup_point_id: slot.pickup_point_id } : {}),
      }
      const added = await store.post(`/store/carts/${cartId}/bookings`, body)
      expect([slot.handle, added.status < 300, added.data?.code]).toEqual([
        slot.handle,
        true,
        undefined,
      ])
      const line = added.data.cart.items.find((i: any) => i.metadata?.slot_id === slot.id)
      await store.payLater(cartId)
      const completed = await store.post(`/store/carts/${cartId}/complete-booking`)
      expect([slot.handle, completed.status]).toEqual([slot.handle, 200])
      const bookingId: string = completed.data.bookings[0].id
      const voucher = (await store.get(`/store/vouchers/${signId("voucher", bookingId)}`)).data
        .voucher
      const manifest = await api.get(
        `/admin/manifest?date=${voucher.local_date}&handle=${slot.handle}`,
        { headers: admin },
      )
      const entry = manifest.data.bookings.find((b: any) => b.booking_id === bookingId)
      return {
        cart: `${line.metadata.local_date} ${line.metadata.start_time}`,
        voucher: `${voucher.local_date} ${voucher.start_time}`,
        manifest: `${voucher.local_date} ${entry?.local_time}`,
        voucherPickup: voucher.pickup?.time ?? null,
        manifestPickup: entry?.pickup?.time ?? null,
      }
    }

    it("every slot of the next 90 days, in every zone of the catalogue, shows one local time: its instant in its experience's zone", async () => {
      const dataset = readDatasetExperiences()
      const specs = [
        SKELETON_EXPERIENCE,
        ...generateCatalogue(dataset.filter((d) => d.handle !== SKELETON_EXPERIENCE.handle)),
      ]
      await seed(specs, DAYS)
      const zones = [...new Set(specs.map((s) => s.timezone))].sort()
      expect(zones).toContain("Africa/Casablanca")

      // What is stored: the local fields are the instant read in the experience's zone.
      const stored = await sql(
        `SELECT s.id, s.local_date, s.local_time, s.starts_at, s.timezone, e.timezone AS zone, e.handle, e.pickup_points
           FROM slot s JOIN experience_option o ON o.id = s.option_id JOIN experience e ON e.id = o.experience_id
          WHERE s.deleted_at IS NULL`,
      )
      expect(stored.length).toBeGreaterThan(specs.length * DAYS * 0.5)
      const storedWrong = stored
        .filter(
          (s) =>
            s.timezone !== s.zone ||
            `${s.local_date} ${s.local_time}` !== wall(s.starts_at, s.zone),
        )
        .map(
          (s) =>
            `${s.handle} ${s.zone}: stored ${s.local_date} ${s.local_time}, instant reads ${wall(s.starts_at, s.zone)}`,
        )
      expect(storedWrong.slice(0, 5)).toEqual([])

      // The day route (the picker), every experience, every date of the 90 days.
      const windows = [
        [dayFromToday(0), dayFromToday(30)],
        [dayFromToday(31), dayFromToday(61)],
        [dayFromToday(62), dayFromToday(DAYS)],
      ]
      const routeWrong: string[] = []
      const pickupWrong: string[] = []
      let routeSlots = 0
      const bySpec = new Map(specs.map((s) => [s.handle, s]))
      const queue = [...specs]
      const worker = async () => {
        for (let spec = queue.shift(); spec; spec = queue.shift()) {
          for (const [from, to] of windows) {
            const answer = await store.get(
              `/store/experiences/${spec.handle}/days?from=${from}&to=${to}`,
            )
            expect([spec.handle, answer.status]).toEqual([spec.handle, 200])
            expect(answer.data.timezone).toBe(bySpec.get(spec.handle)!.timezone)
            for (const day of answer.data.days) {
              for (const option of day.options) {
                for (const slot of option.slots) {
                  routeSlots += 1
                  const shown = `${day.date} ${slot.start_time}–${slot.end_time}`
                  const truth = `${wall(slot.starts_at, answer.data.timezone)}–${wall(slot.ends_at, answer.data.timezone).slice(11)}`
                  if (shown !== truth)
                    routeWrong.push(`${spec.handle}: shows ${shown}, instant reads ${truth}`)
                  for (const point of slot.pickup_points ?? []) {
                    const expected = wall(
                      new Date(Date.parse(slot.starts_at) - point.minutes_before_start * 60_000),
                      answer.data.timezone,
                    ).slice(11)
                    if (!(point.minutes_before_start > 0) || point.time !== expected) {
                      pickupWrong.push(
                        `${spec.handle} ${shown} ${point.id}: ${point.time}, expected ${expected}`,
                      )
                    }
                  }
                  if (
                    day.pickup_included &&
                    !(slot.pickup_points ?? []).length &&
                    day.pickup_points.length
                  ) {
                    pickupWrong.push(`${spec.handle} ${shown}: no pickup times of its own`)
                  }
                }
              }
            }
          }
        }
      }
      await Promise.all([worker(), worker(), worker()])
      expect(routeSlots).toBeGreaterThan(specs.length * DAYS * 0.3)
      expect(routeWrong.slice(0, 5)).toEqual([])
      expect(pickupWrong.slice(0, 5)).toEqual([])

      // Cart, voucher and manifest: a slot in every zone, and Bahia Palace-like Casablanca slots on 20 December.
      const admin = await adminHeaders()
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      type Pick = {
        id: string
        handle: string
        zone: string
        point: { id: string; minutes_before_start: number } | null
      }
      const picks: Pick[] = []
      const pointOf = (row: any) => row.pickup_points?.items?.[0] ?? null
      for (const zone of zones) {
        const row = stored
          .filter((s) => s.zone === zone && Date.parse(s.starts_at) > Date.now() + 2 * 86_400_000)
          .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0]
        if (row) picks.push({ id: row.id, handle: row.handle, zone, point: pointOf(row) })
        // And one with a pickup point in that zone, where there is one.
        const picked = stored.find(
          (s) =>
            s.zone === zone && pointOf(s) && Date.parse(s.starts_at) > Date.now() + 2 * 86_400_000,
        )
        if (picked)
          picks.push({ id: picked.id, handle: picked.handle, zone, point: pointOf(picked) })
      }
      const december = stored.find(
        (s) => s.zone === "Africa/Casablanca" && s.local_date === "2026-12-20",
      )
      if (december)
        picks.push({
          id: december.id,
          handle: december.handle,
          zone: december.zone,
          point: pointOf(december),
        })
      for (const pick of picks) {
        const [slot] = await booking.listSlots({ id: pick.id }, { relations: ["option"] })
        const option = { ...slot.option, age_bands: (slot.option.age_bands as any).items }
        const read = await bookAndRead(
          { id: pick.id, option, handle: pick.handle, pickup_point_id: pick.point?.id ?? null },
          admin,
        )
        const truth = wall(slot.starts_at, pick.zone)
        const pickup = pick.point
          ? wall(
              new Date(slot.starts_at.getTime() - pick.point.minutes_before_start * 60_000),
              pick.zone,
            ).slice(11)
          : null
        expect({ handle: pick.handle, ...read }).toEqual({
          handle: pick.handle,
          cart: truth,
          voucher: truth,
          manifest: truth,
          voucherPickup: pickup,
          manifestPickup: pickup,
        })
      }
    })

    it("a slot across the spring change in Madrid: a skipped 02:30 becomes 03:30 everywhere, and every slot reads as its instant", async () => {
      await seed([MADRID_DST], 1)
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      const [schedule] = await sql(
        `SELECT sc.id FROM schedule sc JOIN experience_option o ON o.id = sc.option_id JOIN experience e ON e.id = o.experience_id WHERE e.handle = ?`,
        [MADRID_DST.handle],
      )
      await booking.generateSlots({
        schedule_ids: [schedule.id],
        from: "2027-03-26",
        to: "2027-03-30",
      })
      const slots = await sql(
        `SELECT local_date, local_time, starts_at FROM slot WHERE product_id = (SELECT product_id FROM experience WHERE handle = ?) AND local_date >= '2027-03-26' ORDER BY starts_at`,
        [MADRID_DST.handle],
      )
      expect(slots.map((s) => `${s.local_date} ${s.local_time}`)).toEqual(
        slots.map((s) => wall(s.starts_at, "Europe/Madrid")),
      )
      expect(slots.map((s) => `${s.local_date} ${s.local_time}`)).toContain("2027-03-28 03:30")
      expect(slots.map((s) => `${s.local_date} ${s.local_time}`)).toContain("2027-03-29 02:30")
      const day = await store.get(`/store/experiences/${MADRID_DST.handle}/availability/2027-03-28`)
      expect(day.data.options[0].slots.map((s: any) => s.start_time)).toEqual(["03:30", "10:00"])
      expect(
        day.data.options[0].slots.map((s: any) => wall(s.starts_at, "Europe/Madrid").slice(11)),
      ).toEqual(["03:30", "10:00"])
    })

    it("slots and pickup points stored before one time-zone truth are repaired by the migration script", async () => {
      await seed([CASABLANCA], 30)
      // As the database's zone conversion wrote them, and pickups as clock times for the 09:00 start.
      await sql(
        `UPDATE slot SET starts_at = (local_date::date + local_time::time) AT TIME ZONE timezone,
                         ends_at = (local_date::date + local_time::time) AT TIME ZONE timezone + interval '2 hours'`,
      )
      await sql(
        `UPDATE experience SET pickup_points = '{"items":[{"id":"a","name":"Jemaa el-Fna","address":"Medina","time":"08:15"},{"id":"b","name":"Gueliz","address":"Gueliz","time":"08:30"}]}'::jsonb`,
      )
      const date = dayFromToday(24)
      const before = (
        await store.get(`/store/experiences/${CASABLANCA.handle}/availability/${date}`)
      ).data.options[0].slots[0]
      const drifted = wall(before.starts_at, "Africa/Casablanca").slice(11) !== "09:00"

      await localTimesOneZoneDatabase({ container })
      const stored = await sql(`SELECT local_date, local_time, starts_at, timezone FROM slot`)
      expect(
        stored.filter((s) => `${s.local_date} ${s.local_time}` !== wall(s.starts_at, s.timezone)),
      ).toEqual([])
      const after = (
        await store.get(`/store/experiences/${CASABLANCA.handle}/availability/${date}`)
      ).data
      const slot = after.options[0].slots[0]
      expect(slot.start_time).toBe("09:00")
      expect(wall(slot.starts_at, "Africa/Casablanca")).toBe(`${date} 09:00`)
      expect(slot.pickup_points.map((p: any) => [p.id, p.minutes_before_start, p.time])).toEqual([
        ["a", 45, "08:15"],
        ["b", 30, "08:30"],
      ])
      // The database and the runtime disagree on this zone's offset: the repair had something to do.
      expect(drifted).toBe(true)
    })
  },
})
