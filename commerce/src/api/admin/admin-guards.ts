import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../lib/booking-error"
import type { MessageCode } from "../../lib/i18n/messages"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/** Ids of our entities: a prefix and 26 characters of a ULID or an upper-case hash. */
export const ENTITY_ID = (prefix: string) => new RegExp(`^${prefix}_[0-9A-Z]{26}$`)
/** An experience's handle (the slug it shares with its content). */
export const HANDLE = /^[a-z0-9][a-z0-9-]{0,119}$/

/** A path parameter of the right shape, else 404 with `code` before anything queries it. */
export const paramShape =
  (param: string, shape: RegExp, code: MessageCode) =>
  (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    if (!shape.test(String(req.params[param] ?? ""))) {
      return next(new BookingError(MedusaError.Types.NOT_FOUND, code))
    }
    next()
  }

/** The experience of a handle with its options, or 404 `admin.slots.experience_not_found`. */
export async function experienceByHandle(req: MedusaRequest, handle: string) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [experience] = await booking.listExperiences(
    { handle },
    { relations: ["options", "options.schedules"], take: 1 },
  )
  if (!experience)
    throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.experience_not_found")
  return experience
}
