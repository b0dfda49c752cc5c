import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { bookingLifecycleState, LifecycleRefusal, transition } from "../../../lib/booking-lifecycle"
import { BookingError } from "../../../lib/booking-error"
import type { MessageCode } from "../../../lib/i18n/messages"
import { centsOf } from "../../../lib/money"
import { readOrderMoney } from "../../../lib/order-money"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { ORDER_LINE_TOTAL_FIELDS } from "../../../lib/query-config/orders"

export type OrderBookings = {
  order_id: string
  currency_code: string
  /** What Medusa recorded as refunded before this transition (major units). */
  refunded_before: number
  captured: number
  /** The live bookings, oldest first, with what each is worth (major units). */
  live: { id: string; value: number }[]
}

/**
 * Reads an order's live bookings and money before an operator's transition
 * and asks the lifecycle whether `cancel` is allowed for each: an order
 * already cancelled is refused with `refusal` (its caller's own code), a
 * checked-in booking refuses the cancellation.
 */
export const readOrderBookingsStep = createStep(
  "lifecycle-read-order-bookings",
  async (input: { order_id: string; refusal?: MessageCode }, { container }) => {
    const money = await readOrderMoney(container, input.order_id)
    if (!money) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
    if (money.state === "cancelled")
      throw new BookingError(
        MedusaError.Types.NOT_ALLOWED,
        input.refusal ?? "admin.order.already_cancelled",
      )
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const rows = await booking.listBookings(
      { order_id: input.order_id, status: "confirmed" },
      { order: { created_at: "ASC" }, take: null },
    )
    for (const row of rows) {
      try {
        transition(
          bookingLifecycleState({ status: row.status, checked_in_at: row.checked_in_at }, money),
          "cancel",
        )
      } catch (error) {
        if (error instanceof LifecycleRefusal)
          throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.order.booking_checked_in")
        throw error
      }
    }
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_LINE_TOTAL_FIELDS,
      filters: { id: input.order_id },
    })
    const items =
      (
        data[0] as
          { items?: { total: unknown; metadata?: Record<string, unknown> | null }[] } | undefined
      )?.items ?? []
    const valueOf = (holdId: string) =>
      items
        .filter((i) => i.metadata?.hold_id === holdId)
        .reduce((sum, i) => sum + centsOf(i.total), 0) / 100
    const result: OrderBookings = {
      order_id: input.order_id,
      currency_code: money.currency_code,
      refunded_before: money.refunded,
      captured: money.captured,
      live: rows.map((row) => ({ id: row.id, value: valueOf(row.hold_id) })),
    }
    return new StepResponse(result)
  },
)
