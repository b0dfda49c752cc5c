import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { amountOf } from "../../../lib/money"
import { lifecycleRefundReason, refundReasonNames } from "../../../lib/refund-reasons"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { cancelOrderLifecycleWorkflow } from "../../../workflows/booking-lifecycle/cancel-order"
import { refundCancellingBookingsWorkflow } from "../../../workflows/booking-lifecycle/refund-cancelling-bookings"
import { refundOrderPaymentWorkflow } from "../../../workflows/booking-lifecycle/refund-payment"
import { ADMIN_LIFECYCLE_ORDER_FIELDS } from "../../../lib/query-config/orders"
import { orderLinkBalance } from "../../../workflows/payment/steps/order-link-balance"
import {
  ADMIN_REFUNDED_PAYMENT_FIELDS,
  PAYMENT_CAPTURE_FIELDS,
  PAYMENT_ORDER_FIELDS,
} from "../../../lib/query-config/payments"

/**
 * Medusa's own admin order actions on an order with bookings go through the
 * booking lifecycle or are refused (docs/booking.md, "Booking lifecycle"):
 * - "Cancel order" runs the lifecycle's cancellation (bookings, seats,
 *   refund in full, e-mails) instead of Medusa's bare one;
 * - a refund asks for one of the two lifecycle reasons while bookings are
 *   live: "cancel bookings" runs the lifecycle's refund that cancels them,
 *   "goodwill" (and any refund once none is live) the lifecycle's plain
 *   refund (Medusa's, under the order's lock, a paid link's money at Stripe);
 * - order edits, claims, exchanges and returns are refused: cancel the
 *   booking and book again.
 * Capture is Medusa's own (taking what the order owes) and makes the order paid; "Mark as paid" is
 *   refused (the pay-later payment is already there, waiting: the booking
 *   desk's "Mark paid" records the method and reference, or Capture).
 * Orders without bookings are left to Medusa.
 */
type Req = MedusaRequest & {
  auth_context?: { actor_id?: string }
  validatedBody?: Record<string, unknown>
}

async function bookingsOf(req: MedusaRequest, orderId: unknown, status?: "confirmed") {
  if (typeof orderId !== "string" || !orderId) return 0
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [, count] = await booking.listAndCountBookings(
    { order_id: orderId, ...(status ? { status } : {}) },
    { take: 1 },
  )
  return count
}

async function cancelOrder(req: Req, res: MedusaResponse, next: MedusaNextFunction) {
  const orderId = req.params.id
  if (!(await bookingsOf(req, orderId))) return next()
  await cancelOrderLifecycleWorkflow(req.scope).run({
    input: { order_id: orderId, canceled_by: req.auth_context?.actor_id },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ADMIN_LIFECYCLE_ORDER_FIELDS,
    filters: { id: orderId },
  })
  res.json({ order: data[0] })
}

async function refundPayment(req: Req, res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: PAYMENT_ORDER_FIELDS,
    filters: { id: req.params.id },
  })
  const orderId = (
    data[0] as { payment_collection?: { order?: { id: string } | null } | null } | undefined
  )?.payment_collection?.order?.id
  if (!orderId || !(await bookingsOf(req, orderId))) return next()
  const body = (req.validatedBody ?? (req.body as Record<string, unknown> | undefined) ?? {}) as {
    amount?: unknown
    refund_reason_id?: string
    note?: string
  }
  const refund = {
    order_id: orderId,
    payment_id: req.params.id,
    amount: body.amount == null ? null : amountOf(body.amount),
    refund_reason_id: body.refund_reason_id ?? null,
    note: body.note ?? null,
    created_by: req.auth_context?.actor_id,
  }
  const live = await bookingsOf(req, orderId, "confirmed")
  const reason = live ? await lifecycleRefundReason(req.scope, body.refund_reason_id) : null
  if (live && !reason) {
    throw new BookingError(
      MedusaError.Types.INVALID_DATA,
      "admin.refund.reason_required",
      refundReasonNames(),
    )
  }
  if (reason === "cancel_bookings") {
    await refundCancellingBookingsWorkflow(req.scope).run({
      input: { ...refund, refund_reason_id: body.refund_reason_id! },
    })
  } else {
    // Goodwill, or nothing live left: the bookings stay as they are; a paid link's money goes back at Stripe too.
    await refundOrderPaymentWorkflow(req.scope).run({ input: refund })
  }
  const { data: payments } = await query.graph({
    entity: "payment",
    fields: ADMIN_REFUNDED_PAYMENT_FIELDS,
    filters: { id: req.params.id },
  })
  res.json({ payment: payments[0] })
}

/**
 * Medusa's Capture on a booking order's payment takes what the order's live
 * bookings still owe, at most the payment's amount: a pay-later payment
 * keeps the amount it was authorised for, so after a booking got cheaper
 * (or was cancelled) a bare capture would take more than the order is
 * worth. Nothing owed: 409 `desk.nothing_due`.
 */
async function capturePayment(req: Req, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: PAYMENT_CAPTURE_FIELDS,
    filters: { id: req.params.id },
  })
  const payment = data[0] as
    { amount: unknown; payment_collection?: { order?: { id: string } | null } | null } | undefined
  const orderId = payment?.payment_collection?.order?.id
  if (!orderId || !(await bookingsOf(req, orderId))) return next()
  const balance = await orderLinkBalance(req.scope, orderId)
  const due = Math.min(balance?.due_cents ?? 0, Math.round(amountOf(payment!.amount) * 100))
  if (due <= 0) throw new BookingError(MedusaError.Types.CONFLICT, "desk.nothing_due")
  const body = (req.validatedBody ?? (req.body as Record<string, unknown> | undefined) ?? {}) as {
    amount?: unknown
  }
  if (body.amount == null || Math.round(amountOf(body.amount) * 100) > due) {
    req.body = { ...((req.body as object | undefined) ?? {}), amount: due / 100 }
    if (req.validatedBody) req.validatedBody = { ...req.validatedBody, amount: due / 100 }
  }
  next()
}

async function refuseBookingChanges(req: Req, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.validatedBody ?? (req.body as Record<string, unknown> | undefined) ?? {}) as {
    order_id?: unknown
  }
  if (await bookingsOf(req, body.order_id)) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.order.booking_changes_refused")
  }
  next()
}

async function refuseMarkAsPaid(req: Req, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.validatedBody ?? (req.body as Record<string, unknown> | undefined) ?? {}) as {
    order_id?: unknown
  }
  if (await bookingsOf(req, body.order_id)) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.order.mark_paid_at_desk")
  }
  next()
}

export const adminOrderLifecycleMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/admin/payment-collections/:id/mark-as-paid",
    middlewares: [refuseMarkAsPaid],
  },
  { method: ["POST"], matcher: "/admin/orders/:id/cancel", middlewares: [cancelOrder] },
  { method: ["POST"], matcher: "/admin/payments/:id/refund", middlewares: [refundPayment] },
  { method: ["POST"], matcher: "/admin/payments/:id/capture", middlewares: [capturePayment] },
  ...["/admin/order-edits", "/admin/claims", "/admin/exchanges", "/admin/returns"].map(
    (matcher): MiddlewareRoute => ({
      method: ["POST"],
      matcher,
      middlewares: [refuseBookingChanges],
    }),
  ),
]
