import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { refundPaymentsWorkflow } from "@medusajs/medusa/core-flows"

export type RefundBookingInput = {
  /** Whether this run cancelled the booking (false: it was cancelled before). */
  cancelled: boolean
  amount: number
  captured_payments: { id: string; amount: number }[]
  booking_id: string
}

/**
 * Refunds what the policy gives back, from the order's captured payments.
 * Pay-later orders have nothing captured: they just cancel.
 *
 * Seam: the payments issue's refund workflow (Stripe refunds, webhooks, the
 * 24-hour promise) replaces Medusa's stock `refundPaymentsWorkflow` here.
 */
export const refundBookingStep = createStep("refund-booking", async (input: RefundBookingInput, { container }) => {
  if (!input.cancelled || input.amount <= 0) return new StepResponse({ refunded: 0 })
  let left = Math.round(input.amount * 100)
  const refunds: { payment_id: string; amount: number; note: string }[] = []
  for (const payment of input.captured_payments) {
    if (left <= 0) break
    const cents = Math.min(left, Math.round(payment.amount * 100))
    refunds.push({ payment_id: payment.id, amount: cents / 100, note: `Cancellation of booking ${input.booking_id}` })
    left -= cents
  }
  if (refunds.length) await refundPaymentsWorkflow(container).run({ input: refunds })
  return new StepResponse({ refunded: input.amount - left / 100 })
})
