import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../../lib/date-window"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import type { AdminCreateSlotType } from "../../validators"

/** Adds a one-off slot to an option, at a local date and time in the experience's time zone. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateSlotType>, res: MedusaResponse) {
  assertDateInWindow(req.validatedBody.date, ADMIN_DATE_WINDOW)
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [experience] = await booking.listExperiences(
    { handle: req.params.handle },
    { relations: ["options"], take: 1 },
  )
  const option = experience?.options.find((o) => o.code === req.validatedBody.option_code)
  if (!experience || !option) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Option ${req.validatedBody.option_code} of ${req.params.handle} not found`)
  }
  const slot = await booking.createOneOffSlot({
    option_id: option.id,
    ...req.validatedBody,
  })
  res.status(201).json({ slot })
}
