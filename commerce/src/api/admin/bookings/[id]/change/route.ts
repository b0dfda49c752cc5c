import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { localParts } from "../../../../../lib/local-time"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import { parseEnv } from "../../../../../lib/env"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { mailNotice } from "../../../../../lib/mail-notice"
import { changeBookingWorkflow } from "../../../../../workflows/booking-lifecycle/change-booking"
import {
  changeQuote,
  planBookingChange,
} from "../../../../../workflows/booking-lifecycle/change-booking-steps/plan-change"
import type { AdminChangeBookingType } from "./validators"

/**
 * What the desk's change form starts from: the booking's slot, option and
 * experience (to list the option's other slots), its party and the
 * `version` to send back with the change.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [row] = await booking.listBookings(
    { id: req.params.id },
    { relations: ["slot", "slot.option", "slot.option.experience"] },
  )
  if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
  const local = localParts(row.slot.starts_at, row.slot.timezone)
  const option = row.slot.option as unknown as {
    code: string
    pricing_type: string
    age_bands?: { items?: { band: string }[] } | null
  }
  res.json({
    booking: {
      id: row.id,
      status: row.status,
      checked_in: !!row.checked_in_at,
      version: new Date(row.updated_at).toISOString(),
      slot_id: row.slot.id,
      local_date: local.date,
      start_time: local.time,
      timezone: row.slot.timezone,
      handle: (row.slot.option as unknown as { experience: { handle: string } }).experience.handle,
      option_code: option.code,
      pricing_type: option.pricing_type,
      bands: (option.age_bands?.items ?? []).map((b) => b.band),
      travellers: row.travellers,
      seats: row.seats,
    },
  })
}

/**
 * Changes a booking's date, time or party with its money (the lifecycle's
 * `lifecycle-change-booking`); with `preview: true`, only the quote: the new
 * slot and party, the old and new price and what happens to the money.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminChangeBookingType>,
  res: MedusaResponse,
) {
  const { preview, ...body } = req.validatedBody
  const input = { ...body, booking_id: req.params.id }
  if (preview) {
    const plan = await planBookingChange(req.scope, input)
    return res.json({ change: { ...changeQuote(plan), preview: true } })
  }
  const { result } = await changeBookingWorkflow(req.scope).run({
    input: {
      ...input,
      changed_by: req.auth_context?.actor_id,
      site_url: parseEnv().PUBLIC_SITE_URL,
    },
  })
  const { sent, mail_to, ...change } = result
  res.json({
    change: { ...change, preview: false },
    ...mailNotice({ sent }, requestLocale(req), "mail_not_sent", { to: mail_to ?? "" }),
  })
}
