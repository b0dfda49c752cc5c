import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { ClosureRow } from "../../../modules/booking/sql/closures"

const bookingOf = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(BOOKING_MODULE) as BookingModuleService

async function currentSlot(booking: BookingModuleService, id: string) {
  const [slot] = await booking.listSlots({ id }, { take: 1 })
  if (!slot) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
  return slot
}

/**
 * Sets a slot's capacity in one conditional UPDATE (never below held +
 * booked: refused with both counts). Compensation puts the old capacity back
 * when it still fits the seats taken.
 */
export const setSlotCapacityStep = createStep(
  "admin-set-slot-capacity",
  async (input: { slot_id: string; capacity?: number }, { container }) => {
    const booking = bookingOf(container)
    const before = await currentSlot(booking, input.slot_id)
    if (input.capacity === undefined || input.capacity === before.capacity)
      return new StepResponse(null, null)
    await booking.setSlotCapacity(input.slot_id, input.capacity)
    return new StepResponse(null, { slot_id: input.slot_id, capacity: before.capacity })
  },
  async (previous, { container }) => {
    if (!previous) return
    await bookingOf(container)
      .setSlotCapacity(previous.slot_id, previous.capacity)
      .catch(() => {})
  },
)

type ClosureChange = {
  product_id: string
  date: string
  option_code?: string | null
  local_time?: string | null
  status: "open" | "closed"
  reason?: string | null
}

type ClosureUndo = {
  kind: "added" | "removed"
  closure_id: string | null
  rules: ClosureRow[]
  slot_ids: string[]
}

/**
 * Closes (a closure rule: the date, optionally of one option and/or at one
 * start time) or reopens (the rules inside that scope removed). Closing slots
 * with bookings is refused with their numbers: cancelling a departure is the
 * path that refunds and tells the travellers. Compensation undoes the rule
 * change and the slots' statuses.
 */
export const changeClosureStep = createStep(
  "admin-change-closure",
  async (input: ClosureChange, { container }) => {
    const booking = bookingOf(container)
    const scope = {
      product_id: input.product_id,
      local_date: input.date,
      option_code: input.option_code ?? null,
      local_time: input.local_time ?? null,
    }
    if (input.status === "closed") {
      const taken = await booking.bookedInScope(scope)
      if (taken.bookings > 0)
        throw new BookingError(MedusaError.Types.CONFLICT, "admin.slots.has_bookings", taken)
      const added = await booking.addClosure({ ...scope, reason: input.reason ?? null })
      return new StepResponse<number, ClosureUndo>(added.closed_slot_ids.length, {
        kind: "added",
        closure_id: added.created ? added.closure.id : null,
        rules: [],
        slot_ids: added.closed_slot_ids,
      })
    }
    const removed = await booking.removeClosures(scope)
    return new StepResponse<number, ClosureUndo>(removed.opened_slot_ids.length, {
      kind: "removed",
      closure_id: null,
      rules: removed.removed,
      slot_ids: removed.opened_slot_ids,
    })
  },
  async (previous: ClosureUndo | undefined, { container }) => {
    if (!previous) return
    const booking = bookingOf(container)
    if (previous.kind === "added")
      await booking.undoAddClosure(previous.closure_id, previous.slot_ids)
    else await booking.undoRemoveClosures(previous.rules, previous.slot_ids)
  },
)

/** The closure scope of one slot: its date, option and start time. */
export const slotScopeStep = createStep(
  "admin-slot-scope",
  async (
    input: { slot_id: string; status?: "open" | "closed"; reason?: string | null },
    { container },
  ) => {
    const slot = await currentSlot(bookingOf(container), input.slot_id)
    return new StepResponse({
      product_id: slot.product_id,
      date: slot.local_date,
      option_code: slot.option_code,
      local_time: slot.local_time,
      status: input.status,
      reason: input.reason ?? null,
      changes: !!input.status && input.status !== slot.status,
    })
  },
)

/** Adds a one-off slot; compensation removes it while nobody took a seat on it. */
export const createOneOffSlotStep = createStep(
  "admin-create-one-off-slot",
  async (
    input: {
      option_id: string
      date: string
      start_time: string
      duration_minutes: number
      capacity: number
    },
    { container },
  ) => {
    const slot = await bookingOf(container).createOneOffSlot(input)
    return new StepResponse(slot, slot.id)
  },
  async (id, { container }) => {
    if (id) await bookingOf(container).removeEmptySlot(id)
  },
)
