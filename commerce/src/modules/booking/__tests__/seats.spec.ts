import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from ".."
import { Booking } from "../models/booking"
import { Experience } from "../models/experience"
import { ExperienceOption } from "../models/experience-option"
import { Hold } from "../models/hold"
import { Schedule } from "../models/schedule"
import { Slot } from "../models/slot"
import { SlotClosure } from "../models/slot-closure"
import type BookingModuleService from "../service"

jest.setTimeout(60_000)

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

moduleIntegrationTestRunner<BookingModuleService>({
  moduleName: BOOKING_MODULE,
  moduleModels: [Experience, ExperienceOption, Schedule, Slot, SlotClosure, Hold, Booking],
  resolve: "./src/modules/booking",
  testSuite: ({ service }) => {
    async function slotWithCapacity(capacity: number) {
      const [experience] = await service.createExperiences([
        {
          product_id: `prod_${Math.random().toString(36).slice(2)}`,
          handle: `exp-${Math.random().toString(36).slice(2)}`,
          city: "riyadh",
          duration_minutes: 180,
          timezone: "Asia/Riyadh",
          cancellation_policy: { type: "free", hours: 24 },
        },
      ])
      const [option] = await service.createExperienceOptions([
        {
          experience_id: experience.id,
          code: "shared",
          title: { es: "Compartido" },
          pricing_type: "per_person",
        },
      ])
      const [schedule] = await service.createSchedules([
        {
          option_id: option.id,
          weekdays: { items: [0, 1, 2, 3, 4, 5, 6] },
          start_times: { items: ["15:30"] },
          duration_minutes: 180,
          capacity,
          valid_from: day(0),
        },
      ])
      await service.generateSlots({ schedule_ids: [schedule.id], from: day(1), to: day(3) })
      const slots = await service.listSlots(
        { option_id: option.id },
        { order: { starts_at: "ASC" } },
      )
      return { slots, schedule, slot: slots[0] }
    }

    it("generates one slot per day and start time in the experience's time zone, once", async () => {
      const { slots, schedule } = await slotWithCapacity(10)
      expect(slots).toHaveLength(3)
      expect(slots[0]).toMatchObject({ local_date: day(1), local_time: "15:30", capacity: 10 })
      expect(new Date(slots[0].starts_at).toISOString()).toBe(`${day(1)}T12:30:00.000Z`)
      expect(
        await service.generateSlots({ schedule_ids: [schedule.id], from: day(1), to: day(3) }),
      ).toBe(0)
    })

    it("holds seats atomically, refuses more than are left and releases them", async () => {
      const { slot } = await slotWithCapacity(5)
      const base = {
        cart_id: "cart_a",
        ttl_minutes: 15,
        travellers: { adult: 3 },
        extras: null,
        pickup_point_id: null,
      }
      const hold = await service.holdSeats({ ...base, slot_id: slot.id, seats: 3 })
      await expect(
        service.holdSeats({ ...base, slot_id: slot.id, seats: 3 }),
      ).rejects.toMatchObject({
        code: "not_enough_seats",
        params: { remaining: 2 },
      })
      expect(await service.retrieveSlot(slot.id)).toMatchObject({ held: 3 })
      expect(await service.releaseHolds([hold.id])).toBe(1)
      expect(await service.releaseHolds([hold.id])).toBe(0)
      expect(await service.retrieveSlot(slot.id)).toMatchObject({ held: 0 })
    })

    it("expires lapsed holds and converts live ones into bookings", async () => {
      const { slot } = await slotWithCapacity(6)
      const base = {
        ttl_minutes: 15,
        travellers: { adult: 2 },
        extras: null,
        pickup_point_id: null,
        slot_id: slot.id,
        seats: 2,
      }
      const lapsed = await service.holdSeats({ ...base, cart_id: "cart_old" })
      await service.updateHolds({ id: lapsed.id, expires_at: new Date(Date.now() - 1000) })
      await service.holdSeats({ ...base, cart_id: "cart_new" })
      expect(await service.expireHolds()).toBe(1)
      expect(await service.retrieveSlot(slot.id)).toMatchObject({ held: 2, booked: 0 })

      const bookings = await service.convertCartHolds({ cart_id: "cart_new", order_id: "order_1" })
      expect(bookings).toEqual([expect.objectContaining({ seats: 2, slot_id: slot.id })])
      expect(await service.retrieveSlot(slot.id)).toMatchObject({ held: 0, booked: 2 })

      await service.revertOrderBookings("order_1")
      expect(await service.retrieveSlot(slot.id)).toMatchObject({ held: 2, booked: 0 })
    })

    it("the CHECK constraint stops a direct overbooking and capacity never drops below seats taken", async () => {
      const { slot } = await slotWithCapacity(4)
      await expect(service.updateSlots({ id: slot.id, booked: 5 })).rejects.toThrow()
      await service.holdSeats({
        slot_id: slot.id,
        cart_id: "c",
        seats: 3,
        ttl_minutes: 15,
        travellers: null,
        extras: null,
        pickup_point_id: null,
      })
      await expect(service.setSlotCapacity(slot.id, 2)).rejects.toMatchObject({
        code: "admin.slots.capacity_below_taken",
        params: { taken: 3 },
      })
      expect(await service.retrieveSlot(slot.id)).toMatchObject({ capacity: 4, held: 3, booked: 0 })
    })
  },
})
