import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { BookingError } from "../../../lib/booking-error"
import { orderLinkBalance } from "../../payment/steps/order-link-balance"

/**
 * Money taken at the desk for a pay-later order (cash, a bank transfer, the
 * card terminal): what its live bookings owe is captured on its pay-later
 * payments, so Medusa and the order's money state read it paid. Refused for
 * a cancelled order or one that owes nothing (409). Forward only: a capture
 * is never undone by a later step; the next step to fail leaves it paid.
 */
export const captureDueStep = createStep(
  "desk-capture-due",
  async (input: { order_id: string }, { container }) => {
    const balance = await orderLinkBalance(container, input.order_id)
    if (!balance) throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
    if (balance.order.status === "canceled")
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.order_cancelled")
    if (balance.due_cents <= 0 || !balance.open_payments.length) {
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.nothing_due")
    }
    let left = balance.due_cents
    for (const payment of balance.open_payments) {
      if (left <= 0) break
      const take = Math.min(left, Math.round(payment.amount * 100))
      await capturePaymentWorkflow(container).run({
        input: { payment_id: payment.id, amount: take / 100 },
      })
      left -= take
    }
    return new StepResponse({
      amount: (balance.due_cents - left) / 100,
      currency_code: balance.order.currency_code,
    })
  },
)
