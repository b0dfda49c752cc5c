import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

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
    if (input.capacity === undefined || input.capacity === before.capacity) return new StepResponse(null, null)
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

/** Opens or closes one slot; compensation restores its status. */
export const setSlotStatusStep = createStep(
  "admin-set-slot-status",
  async (input: { slot_id: string; status?: "open" | "closed" }, { container }) => {
    const booking = bookingOf(container)
    const before = await currentSlot(booking, input.slot_id)
    if (!input.status || input.status === before.status) return new StepResponse(null, null)
    await booking.setSlotsStatus([input.slot_id], input.status)
    return new StepResponse(null, { slot_id: input.slot_id, status: before.status })
  },
  async (previous, { container }) => {
    if (!previous) return
    await bookingOf(container).setSlotsStatus([previous.slot_id], previous.status)
  },
)

/**
 * Closes (or reopens) the slots of an experience on a local date, optionally
 * of one option; compensation gives each changed slot its status back.
 */
export const setDateStatusStep = createStep(
  "admin-set-date-status",
  async (
    input: { product_id: string; date: string; option_code?: string; status: "open" | "closed" },
    { container },
  ) => {
    const booking = bookingOf(container)
    const slots = await booking.calendarSlots({
      product_id: input.product_id,
      from: input.date,
      to: input.date,
      option_code: input.option_code,
    })
    const changing = slots.filter((s) => s.status !== input.status).map((s) => s.id)
    const changed = await booking.setDateStatus({
      product_id: input.product_id,
      local_date: input.date,
      option_code: input.option_code,
      status: input.status,
    })
    return new StepResponse(changed, { ids: changing, status: input.status === "open" ? "closed" : "open" } as const)
  },
  async (previous, { container }) => {
    if (!previous?.ids.length) return
    await bookingOf(container).setSlotsStatus(previous.ids, previous.status)
  },
)

/** Adds a one-off slot; compensation removes it while nobody took a seat on it. */
export const createOneOffSlotStep = createStep(
  "admin-create-one-off-slot",
  async (
    input: { option_id: string; date: string; start_time: string; duration_minutes: number; capacity: number },
    { container },
  ) => {
    const slot = await bookingOf(container).createOneOffSlot(input)
    return new StepResponse(slot, slot.id)
  },
  async (id, { container }) => {
    if (id) await bookingOf(container).removeEmptySlot(id)
  },
)
