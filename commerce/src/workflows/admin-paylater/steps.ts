import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { orderPaymentState, type OrderPaymentRow } from "../../lib/admin/order-state"
import { BookingError } from "../../lib/booking-error"
import { amountOf } from "../../lib/money"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

type OrderFacts = OrderPaymentRow & {
  id: string
  display_id: number
  email: string | null
  total: unknown
  currency_code: string
  billing_address?: { first_name?: string | null } | null
}

async function orderFacts(container: { resolve: (key: string) => any }, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "status",
      "total",
      "currency_code",
      "billing_address.first_name",
      "payment_collections.status",
      "payment_collections.payment_sessions.provider_id",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as unknown as OrderFacts | undefined
  if (!order) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
  return order
}

/** The order must still be reserved with pay later (nothing paid, not cancelled), else 400. */
export const assertPayLaterStep = createStep("admin-assert-pay-later", async (input: { order_id: string }, { container }) => {
  const order = await orderFacts(container, input.order_id)
  if (orderPaymentState(order) !== "pending_payment") {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.paylater.order_not_pay_later")
  }
  return new StepResponse({
    id: order.id,
    display_id: order.display_id,
    email: order.email,
    customer_name: order.billing_address?.first_name ?? "",
    total: amountOf(order.total),
    currency_code: order.currency_code,
  })
})

/**
 * Cancels every confirmed booking of an order, seats back at once (the
 * cancellation workflow's own statement, one per booking); compensation
 * takes the seats again while they are free.
 */
export const cancelOrderBookingsStep = createStep(
  "admin-cancel-order-bookings",
  async (input: { order_id: string }, { container }) => {
    const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
    const bookings = await booking.listBookings({ order_id: input.order_id, status: "confirmed" }, { take: null })
    const cancelled: string[] = []
    for (const b of bookings) {
      if (await booking.cancelBooking(b.id)) cancelled.push(b.id)
    }
    return new StepResponse(cancelled, cancelled)
  },
  async (cancelled, { container }) => {
    const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
    for (const id of cancelled ?? []) await booking.restoreBooking(id)
  },
)

/** The payment-link e-mail to the order's buyer, once per link. */
export const buildPaymentLinkMailStep = createStep(
  "admin-build-payment-link-mail",
  async (
    input: {
      order: { id: string; display_id: number; email: string | null; customer_name: string; total: number; currency_code: string }
      link: { id: string; url: string | null; expires_at: number | null }
      locale: "es" | "en"
    },
  ) => {
    const none: SendNotificationsStepInput = []
    if (!input.order.email || !input.link.url) return new StepResponse(none)
    const mail: SendNotificationsStepInput = [
      {
        to: input.order.email,
        channel: "email",
        template: "payment-link",
        resource_id: input.order.id,
        resource_type: "order",
        trigger_type: "admin.payment_link",
        idempotency_key: `payment-link:${input.link.id}`,
        data: {
          locale: input.locale,
          customer_name: input.order.customer_name,
          order_display_id: input.order.display_id,
          total: { amount: input.order.total, currency_code: input.order.currency_code },
          url: input.link.url,
          expires_at: input.link.expires_at ? new Date(input.link.expires_at * 1000).toISOString() : null,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
