import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { bookingCancellation } from "../../../lib/booking-cancellation"
import { BookingError } from "../../../lib/booking-error"
import { centsOf } from "../../../lib/money"
import { bookingReference } from "../../../lib/signed-token"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { ORDER_MONEY_FIELDS } from "../../../lib/query-config/orders"

/** How the operator refunds a booking they cancel: the policy's refund, all it paid, or an amount. */
export type DeskRefundMode = "policy" | "full" | "custom"

export type DeskCancellation = {
  booking_id: string
  order_id: string
  reference: string
  currency_code: string
  /** Major units: what the booking paid, and what this cancellation refunds. */
  paid: number
  refund: number
  penalty_percent: number | null
  /** The refund spread over the order's payments, each within what it has left. */
  refunds: { payment_id: string; amount: number; note: string }[]
}

type PaymentRow = {
  id: string
  captures?: { amount: unknown }[] | null
  refunds?: { amount: unknown }[] | null
}

const fmt = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

/**
 * Reads a booking the operator cancels, under its order's lock, and works
 * out the refund: the experience's policy now (nothing after its deadline),
 * everything the booking paid, or the amount typed, never more than the
 * booking paid nor than the order's payments have left to give back. A
 * booking cancelled already (a second click) is a 409, so money goes back once.
 */
export const deskCancellationStep = createStep(
  "desk-cancellation",
  async (
    input: { booking_id: string; mode: DeskRefundMode; amount?: number | null; reason: string },
    { container },
  ) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [row] = await booking.listBookings(
      { id: input.booking_id },
      { select: ["id", "status", "checked_in_at"] },
    )
    if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
    const reference = bookingReference(row.id)
    if (row.status !== "confirmed")
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.booking_cancelled", { reference })
    if (row.checked_in_at)
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.booking_checked_in", { reference })
    const c = await bookingCancellation(container, input.booking_id)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_MONEY_FIELDS,
      filters: { id: c.order_id },
    })
    const order = data[0] as
      | { status?: string; payment_collections?: { payments?: PaymentRow[] | null }[] | null }
      | undefined
    if (order?.status === "canceled")
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.booking_cancelled", { reference })
    const sum = (rows: { amount: unknown }[] | null | undefined) =>
      (rows ?? []).reduce((t, r) => t + centsOf(r.amount), 0)
    const payments = (order?.payment_collections ?? [])
      .flatMap((p) => p.payments ?? [])
      .map((p) => ({ id: p.id, left: sum(p.captures) - sum(p.refunds) }))
      .filter((p) => p.left > 0)
    const paidCents = Math.round(c.paid * 100)
    const maxCents = Math.min(
      paidCents,
      payments.reduce((t, p) => t + p.left, 0),
    )
    const wanted =
      input.mode === "policy"
        ? Math.round(c.refund * 100)
        : input.mode === "full"
          ? paidCents
          : Math.round((input.amount ?? 0) * 100)
    if (input.mode === "custom" && wanted > maxCents) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "desk.refund_too_high", {
        max: fmt(maxCents, c.currency_code),
      })
    }
    let left = Math.min(wanted, maxCents)
    const refunds: DeskCancellation["refunds"] = []
    for (const p of payments) {
      if (left <= 0) break
      const take = Math.min(left, p.left)
      refunds.push({
        payment_id: p.id,
        amount: take / 100,
        note: `Desk cancellation of ${reference}: ${input.reason}`.slice(0, 500),
      })
      left -= take
    }
    const refund = refunds.reduce((t, r) => t + Math.round(r.amount * 100), 0)
    const result: DeskCancellation = {
      booking_id: c.booking_id,
      order_id: c.order_id,
      reference,
      currency_code: c.currency_code,
      paid: c.paid,
      refund: refund / 100,
      // The policy's fee, said in the e-mail (after the deadline the policy keeps everything).
      penalty_percent:
        input.mode !== "policy" || c.paid <= 0
          ? null
          : !c.quote.allowed
            ? 100
            : c.quote.penalty_percent > 0
              ? c.quote.penalty_percent
              : null,
      refunds,
    }
    return new StepResponse(result)
  },
)
