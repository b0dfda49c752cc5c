import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { ADMIN_DATE_WINDOW, assertDateInWindow, daysBetween } from "../../../../../lib/date-window"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import { adminCreateSlotWorkflow } from "../../../../../workflows/admin-slots/create-slot"
import { experienceByHandle } from "../../../admin-guards"
import {
  CALENDAR_MAX_DAYS,
  type AdminCreateSlotType,
  type AdminListExperienceSlotsType,
} from "../../validators"

/**
 * The slot calendar of an experience: its options with their weekly
 * schedules, every slot between two local dates (at most 62 days) with
 * capacity, held, booked and status, and the closure rules of those dates.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminListExperienceSlotsType>,
  res: MedusaResponse,
) {
  const { from, to, option_code } = req.validatedQuery
  assertDateInWindow(from, ADMIN_DATE_WINDOW)
  assertDateInWindow(to, ADMIN_DATE_WINDOW)
  if (daysBetween(from, to) >= CALENDAR_MAX_DAYS) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "admin.slots.range_too_long", {
      days: CALENDAR_MAX_DAYS,
    })
  }
  const experience = await experienceByHandle(req, req.params.handle)
  if (option_code && !experience.options.some((o) => o.code === option_code)) {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.option_not_found")
  }
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [slots, closures] = await Promise.all([
    booking.calendarSlots({ product_id: experience.product_id, from, to, option_code }),
    booking.closuresBetween({ product_id: experience.product_id, from, to }),
  ])
  res.json({
    experience: {
      handle: experience.handle,
      product_id: experience.product_id,
      timezone: experience.timezone,
      options: [...experience.options]
        .sort((a, b) => a.position - b.position)
        .map((o) => ({
          code: o.code,
          title: o.title,
          schedules: o.schedules.map((s) => ({
            id: s.id,
            weekdays: (s.weekdays as { items: number[] }).items,
            start_times: (s.start_times as { items: string[] }).items,
            duration_minutes: s.duration_minutes,
            capacity: s.capacity,
            valid_from: s.valid_from,
            valid_to: s.valid_to,
          })),
        })),
    },
    from,
    to,
    slots,
    closures: closures
      .filter((c) => !option_code || !c.option_code || c.option_code === option_code)
      .map(({ id, local_date, option_code, local_time, reason }) => ({
        id,
        local_date,
        option_code,
        local_time,
        reason,
      })),
  })
}

/** Adds a one-off slot to an option, at a local date and time in the experience's time zone. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCreateSlotType>,
  res: MedusaResponse,
) {
  assertDateInWindow(req.validatedBody.date, ADMIN_DATE_WINDOW)
  const experience = await experienceByHandle(req, req.params.handle)
  const option = experience.options.find((o) => o.code === req.validatedBody.option_code)
  if (!option) throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.option_not_found")
  const { result: created } = await adminCreateSlotWorkflow(req.scope).run({
    input: {
      option_id: option.id,
      date: req.validatedBody.date,
      start_time: req.validatedBody.start_time,
      duration_minutes: req.validatedBody.duration_minutes,
      capacity: req.validatedBody.capacity,
    },
  })
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  res.status(201).json({ slot: await booking.retrieveSlot(created.id) })
}
