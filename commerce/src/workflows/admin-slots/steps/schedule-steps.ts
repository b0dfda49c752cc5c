import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/** How far ahead a schedule's slots exist (the nightly extend-slots job keeps the same window). */
export const SCHEDULE_DAYS_AHEAD = 120

export type ScheduleChange = {
  schedule_id: string
  weekdays?: number[]
  start_times?: string[]
  duration_minutes?: number
  capacity?: number
  valid_from?: string
  valid_to?: string | null
}

const bookingOf = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(BOOKING_MODULE) as BookingModuleService

/** Refuses a schedule whose validity dates and weekdays overlap another of the same option (two timetables for one day). */
async function assertNoOverlap(
  booking: BookingModuleService,
  rule: Parameters<BookingModuleService["overlappingSchedule"]>[0],
) {
  const other = await booking.overlappingSchedule(rule)
  if (other) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.slots.schedule_overlap", {
      from: other.valid_from,
      to: other.valid_to ?? "…",
    })
  }
}

/** Writes a weekly schedule's new rule; compensation writes the old one back. */
export const updateScheduleStep = createStep(
  "admin-update-schedule",
  async (input: ScheduleChange, { container }) => {
    const booking = bookingOf(container)
    const [before] = await booking.listSchedules({ id: input.schedule_id }, { take: 1 })
    if (!before)
      throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.schedule_not_found")
    const { schedule_id, weekdays, start_times, ...rest } = input
    await assertNoOverlap(booking, {
      option_id: (before as unknown as { option_id: string }).option_id,
      exclude_id: before.id,
      weekdays: weekdays ?? (before.weekdays as { items: number[] }).items,
      valid_from: input.valid_from ?? before.valid_from,
      valid_to: input.valid_to === undefined ? before.valid_to : input.valid_to,
    })
    await booking.updateSchedules({
      id: schedule_id,
      ...rest,
      ...(weekdays ? { weekdays: { items: [...new Set(weekdays)].sort() } } : {}),
      ...(start_times ? { start_times: { items: [...new Set(start_times)].sort() } } : {}),
    })
    const previous = {
      id: before.id,
      weekdays: before.weekdays,
      start_times: before.start_times,
      duration_minutes: before.duration_minutes,
      capacity: before.capacity,
      valid_from: before.valid_from,
      valid_to: before.valid_to,
    }
    return new StepResponse({ capacity_before: before.capacity }, previous)
  },
  async (previous, { container }) => {
    if (previous) await bookingOf(container).updateSchedules(previous as any)
  },
)

/**
 * Removes the schedule's future slots its new rule no longer describes, only
 * those nobody holds or booked a seat on; compensation brings them back.
 */
export const pruneScheduleSlotsStep = createStep(
  "admin-prune-schedule-slots",
  async (input: { schedule_id: string }, { container }) => {
    const removed = await bookingOf(container).pruneScheduleSlots(input.schedule_id)
    return new StepResponse(removed.length, removed)
  },
  async (removed, { container }) => {
    if (removed?.length) await bookingOf(container).undeleteSlots(removed)
  },
)

/** Creates the slots the new rule describes over the booking window (idempotent; last step). */
export const generateScheduleSlotsStep = createStep(
  "admin-generate-schedule-slots",
  async (input: { schedule_id: string }, { container }) => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const created = await bookingOf(container).generateSlots({
      schedule_ids: [input.schedule_id],
      from: day(0),
      to: day(SCHEDULE_DAYS_AHEAD),
    })
    return new StepResponse(created)
  },
)

/**
 * Gives the schedule's future slots its new capacity (only when it
 * changed: a slot's own capacity survives a save), refused (nothing
 * changed) when any of them has more seats sold or held; compensation puts
 * each slot's capacity back.
 */
export const applyScheduleCapacityStep = createStep(
  "admin-apply-schedule-capacity",
  async (
    input: { schedule_id: string; capacity?: number; capacity_before: number },
    { container },
  ) => {
    // Saving the schedule unchanged leaves capacities set on single slots alone.
    if (input.capacity === undefined || input.capacity === input.capacity_before)
      return new StepResponse(0, [])
    const changed = await bookingOf(container).applyScheduleCapacity(
      input.schedule_id,
      input.capacity,
    )
    return new StepResponse(changed.length, changed)
  },
  async (changed, { container }) => {
    if (changed?.length) await bookingOf(container).restoreSlotCapacities(changed)
  },
)

export type NewSchedule = {
  option_id: string
  weekdays: number[]
  start_times: string[]
  duration_minutes: number
  capacity: number
  valid_from: string
  valid_to: string | null
}

/** Adds a weekly schedule (a season) to an option, refused when it overlaps another; compensation removes it. */
export const createScheduleStep = createStep(
  "admin-create-schedule",
  async (input: NewSchedule, { container }) => {
    const booking = bookingOf(container)
    await assertNoOverlap(booking, input)
    const [created] = await booking.createSchedules([
      {
        option_id: input.option_id,
        weekdays: { items: [...new Set(input.weekdays)].sort() },
        start_times: { items: [...new Set(input.start_times)].sort() },
        duration_minutes: input.duration_minutes,
        capacity: input.capacity,
        valid_from: input.valid_from,
        valid_to: input.valid_to,
      },
    ])
    return new StepResponse({ schedule_id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await bookingOf(container).deleteSchedules([id])
  },
)

/** Removes a weekly schedule (its slots with seats taken stay); compensation brings it back. */
export const deleteScheduleStep = createStep(
  "admin-delete-schedule",
  async (input: { schedule_id: string }, { container }) => {
    const booking = bookingOf(container)
    const [found] = await booking.listSchedules({ id: input.schedule_id }, { take: 1 })
    if (!found)
      throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.schedule_not_found")
    await booking.softDeleteSchedules([input.schedule_id])
    return new StepResponse(null, input.schedule_id)
  },
  async (id, { container }) => {
    if (id) await bookingOf(container).restoreSchedules([id])
  },
)
