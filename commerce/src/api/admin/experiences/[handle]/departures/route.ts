import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { buildManifest } from "../../../../../lib/admin/manifest"
import { BookingError } from "../../../../../lib/booking-error"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../../lib/date-window"
import { departureRefunds } from "../../../../../lib/departure-refund"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import { adminCancelDepartureWorkflow } from "../../../../../workflows/admin-slots/cancel-departure"
import { experienceByHandle } from "../../../admin-guards"
import type { AdminCancelDepartureType, AdminDepartureQueryType } from "../../validators"

type Scope = { date: string; option_code?: string; local_time?: string }

/** The departure a request names (a date, optionally one option and/or start time) and its slots; 404 when it has none. */
async function departureOf(req: AuthenticatedMedusaRequest<any, any>, scope: Scope) {
  assertDateInWindow(scope.date, ADMIN_DATE_WINDOW)
  const experience = await experienceByHandle(req, req.params.handle)
  if (scope.option_code && !experience.options.some((o) => o.code === scope.option_code)) {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.option_not_found")
  }
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const slots = (
    await booking.calendarSlots({
      product_id: experience.product_id,
      from: scope.date,
      to: scope.date,
      option_code: scope.option_code,
    })
  ).filter((s) => !scope.local_time || s.local_time === scope.local_time)
  if (!slots.length) throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.no_departure")
  return { experience, slots }
}

/**
 * Who cancelling a departure affects, before the admin confirms: each
 * confirmed booking's reference, lead guest, party, what was paid for it and
 * what the cancellation will give back (all of it, never more than its
 * order's payments still keep: the same figure the cancellation refunds),
 * with the totals.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminDepartureQueryType>,
  res: MedusaResponse,
) {
  const scope = req.validatedQuery
  const { experience, slots } = await departureOf(req, scope)
  const locale = requestLocale(req)
  const slotIds = new Set(slots.map((s) => s.id))
  const entries = (
    await buildManifest(req.scope, { date: scope.date, product_id: experience.product_id }, locale)
  ).filter((e) => e.status === "confirmed" && slotIds.has(e.slot_id))
  // In the order the cancellation takes them, so two bookings of one order share what it keeps alike.
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const listed = new Set(entries.map((e) => e.booking_id))
  const order = (await booking.bookingsOnSlots([...slotIds]))
    .map((b) => b.id)
    .filter((id) => listed.has(id))
  const money = new Map(
    (await departureRefunds(req.scope, order)).map((m) => [m.booking_id, m] as const),
  )
  const bookings = entries
    .filter((e) => money.has(e.booking_id))
    .map((e) => {
      const m = money.get(e.booking_id)!
      return {
        booking_id: e.booking_id,
        reference: e.reference,
        order_id: e.order_id,
        slot_id: e.slot_id,
        local_time: e.local_time,
        option: e.option,
        lead_guest: e.lead_guest,
        travellers: e.travellers,
        travellers_text: e.travellers_text,
        seats: e.seats,
        payment_state: e.payment_state,
        paid: { amount: m.paid, currency_code: m.currency_code },
        refund: { amount: m.refund_now, currency_code: m.currency_code },
        locale: m.order.locale,
      }
    })
  const refunds: Record<string, number> = {}
  for (const b of bookings) {
    if (b.refund.amount > 0)
      refunds[b.refund.currency_code] =
        Math.round(((refunds[b.refund.currency_code] ?? 0) + b.refund.amount) * 100) / 100
  }
  res.json({
    date: scope.date,
    option_code: scope.option_code ?? null,
    local_time: scope.local_time ?? null,
    timezone: experience.timezone,
    slots: slots.map((s) => ({
      id: s.id,
      option_code: s.option_code,
      local_time: s.local_time,
      starts_at: s.starts_at,
      capacity: s.capacity,
      held: s.held,
      booked: s.booked,
      status: s.status,
    })),
    bookings,
    totals: {
      bookings: bookings.length,
      seats: bookings.reduce((sum, b) => sum + b.seats, 0),
      refunds: Object.entries(refunds).map(([currency_code, amount]) => ({
        amount,
        currency_code,
      })),
    },
  })
}

/**
 * Cancels a departure: closed by a closure rule, every booking cancelled with
 * a full refund and its traveller e-mailed in the order's language with the
 * message and a link to rebook (see the workflow). A departure that started
 * is refused.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCancelDepartureType>,
  res: MedusaResponse,
) {
  const body = req.validatedBody
  const { experience, slots } = await departureOf(req, body)
  if (slots.some((s) => s.booked > 0 && new Date(s.starts_at).getTime() <= Date.now())) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.slots.departure_started")
  }
  const { result } = await adminCancelDepartureWorkflow(req.scope).run({
    input: {
      product_id: experience.product_id,
      handle: experience.handle,
      local_date: body.date,
      option_code: body.option_code ?? null,
      local_time: body.local_time ?? null,
      reason: body.reason ?? null,
      message: body.message || null,
    },
  })
  res.json({
    date: body.date,
    option_code: body.option_code ?? null,
    local_time: body.local_time ?? null,
    ...result,
  })
}
