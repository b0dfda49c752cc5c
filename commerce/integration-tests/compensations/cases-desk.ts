import { markCheckedInStep } from "../../src/workflows/admin-manifest/steps/mark-checked-in"
import { undoCheckInStep } from "../../src/workflows/admin-manifest/steps/undo-check-in"
import {
  applyScheduleCapacityStep,
  createScheduleStep,
  deleteScheduleStep,
  pruneScheduleSlotsStep,
  updateScheduleStep,
} from "../../src/workflows/admin-slots/steps/schedule-steps"
import {
  changeClosureStep,
  createOneOffSlotStep,
  setSlotCapacityStep,
} from "../../src/workflows/admin-slots/steps/slot-steps"
import { recordBookingEventsStep } from "../../src/workflows/desk/steps/record-booking-events"
import { dayFromToday } from "../fixtures"
import { defineCase, type World } from "./harness"
import { orderBookings, payLaterOrder, safariSlot, seats } from "./world"

/** The safari's shared option and its weekly schedule (capacity 20, 06:00 and 15:30 daily). */
async function safariSchedule(w: World) {
  const [row] = await w.sql(
    `SELECT sc.id, sc.option_id, s.product_id FROM slot s JOIN schedule sc ON sc.id = s.schedule_id
      WHERE s.id = ?`,
    [await safariSlot(w)],
  )
  return row as { id: string; option_id: string; product_id: string }
}

/** What the calendar shows of a schedule: its rule. */
const scheduleRule = (w: World, id: string) =>
  w
    .sql(
      `SELECT weekdays, start_times, duration_minutes, capacity, valid_from, valid_to, deleted_at
         FROM schedule WHERE id = ?`,
      [id],
    )
    .then((rows) => rows[0])

/** A schedule's future slots on sale: their start and capacity. */
const scheduleSlots = (w: World, id: string) =>
  w.sql(
    `SELECT id, capacity, status FROM slot
      WHERE schedule_id = ? AND deleted_at IS NULL AND starts_at > now() ORDER BY id`,
    [id],
  )

/** A check-in target as the manifest finds it by reference. */
const target = (bookingId: string) => ({
  booking_id: bookingId,
  order_id: "",
  reference: bookingId.slice(-8).toUpperCase(),
  status: "confirmed" as const,
  checked_in_at: null,
  local_date: dayFromToday(3),
  starts_at: new Date().toISOString(),
  timezone: "Asia/Riyadh",
})

/** The operators' desk: check-in, calendar and schedules, a booking's history. */
export const DESK_CASES = [
  defineCase("admin-mark-checked-in", markCheckedInStep, async (w) => {
    const o = await payLaterOrder(w)
    return {
      input: { target: target(o.bookingId), actor_id: "user_desk" },
      look: () => orderBookings(w, o.orderId),
    }
  }),

  defineCase("admin-undo-check-in", undoCheckInStep, async (w) => {
    const o = await payLaterOrder(w)
    await w.booking().checkInBookingBy(o.bookingId, "user_desk")
    return {
      input: { target: target(o.bookingId), actor_id: "user_other" },
      look: () => orderBookings(w, o.orderId),
    }
  }),

  defineCase("admin-update-schedule", updateScheduleStep, async (w) => {
    const schedule = await safariSchedule(w)
    // A short rule that the change lengthens: the rollback must shorten it again.
    await w.sql(
      `UPDATE schedule SET weekdays = '{"items":[1,2]}', start_times = '{"items":["06:00"]}' WHERE id = ?`,
      [schedule.id],
    )
    return {
      input: {
        schedule_id: schedule.id,
        capacity: 25,
        start_times: ["06:00", "15:30", "18:00"],
        weekdays: [0, 1, 2, 3],
      },
      look: () => scheduleRule(w, schedule.id),
    }
  }),

  defineCase("admin-prune-schedule-slots", pruneScheduleSlotsStep, async (w) => {
    const schedule = await safariSchedule(w)
    // The rule no longer has the 06:00 departure: its empty slots are what a prune removes.
    await w.booking().updateSchedules({ id: schedule.id, start_times: { items: ["15:30"] } } as any)
    return { input: { schedule_id: schedule.id }, look: () => scheduleSlots(w, schedule.id) }
  }),

  defineCase("admin-apply-schedule-capacity", applyScheduleCapacityStep, async (w) => {
    const schedule = await safariSchedule(w)
    return {
      input: { schedule_id: schedule.id, capacity: 25, capacity_before: 20 },
      look: () => scheduleSlots(w, schedule.id),
    }
  }),

  defineCase("admin-create-schedule", createScheduleStep, async (w) => {
    const schedule = await safariSchedule(w)
    // The seeded season ends in 60 days, so a new one can start after it.
    await w.booking().updateSchedules({ id: schedule.id, valid_to: dayFromToday(60) } as any)
    const look = () =>
      w.sql(
        `SELECT id, valid_from, valid_to FROM schedule
          WHERE option_id = ? AND deleted_at IS NULL ORDER BY id`,
        [schedule.option_id],
      )
    return {
      input: {
        option_id: schedule.option_id,
        weekdays: [6],
        start_times: ["09:00"],
        duration_minutes: 120,
        capacity: 8,
        valid_from: dayFromToday(61),
        valid_to: null,
      },
      look,
    }
  }),

  defineCase("admin-delete-schedule", deleteScheduleStep, async (w) => {
    const schedule = await safariSchedule(w)
    return { input: { schedule_id: schedule.id }, look: () => scheduleRule(w, schedule.id) }
  }),

  defineCase("admin-set-slot-capacity", setSlotCapacityStep, async (w) => {
    const slotId = await safariSlot(w)
    return { input: { slot_id: slotId, capacity: 7 }, look: () => seats(w, slotId) }
  }),

  defineCase("admin-change-closure", changeClosureStep, async (w) => {
    const schedule = await safariSchedule(w)
    const date = dayFromToday(4)
    const look = async () => ({
      slots: await w.sql(
        `SELECT id, status FROM slot WHERE product_id = ? AND local_date = ? AND deleted_at IS NULL
          ORDER BY id`,
        [schedule.product_id, date],
      ),
      closures: await w.sql(
        `SELECT id FROM slot_closure WHERE product_id = ? AND local_date = ? AND deleted_at IS NULL`,
        [schedule.product_id, date],
      ),
    })
    return {
      input: { product_id: schedule.product_id, date, status: "closed", reason: "viento" },
      look,
    }
  }),

  defineCase("admin-create-one-off-slot", createOneOffSlotStep, async (w) => {
    const schedule = await safariSchedule(w)
    // Day 4: open (the safari's fixture closes day 5 and sells out day 6).
    const date = dayFromToday(4)
    return {
      input: {
        option_id: schedule.option_id,
        date,
        start_time: "11:15",
        duration_minutes: 90,
        capacity: 5,
      },
      look: () =>
        w.sql(
          `SELECT id, local_time, capacity FROM slot
            WHERE product_id = ? AND local_date = ? AND deleted_at IS NULL ORDER BY id`,
          [schedule.product_id, date],
        ),
    }
  }),

  defineCase("desk-record-booking-events", recordBookingEventsStep, async (w) => {
    const o = await payLaterOrder(w)
    const look = () =>
      w.sql(
        `SELECT id, action FROM booking_event WHERE order_id = ? AND deleted_at IS NULL ORDER BY id`,
        [o.orderId],
      )
    return {
      input: {
        events: [
          { order_id: o.orderId, booking_id: o.bookingId, action: "note", actor_id: "user_desk" },
        ],
      },
      look,
    }
  }),
]
