import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import type { PaymentLinkAnswer } from "./create-payment-link"

/**
 * The payment-link e-mail to the order's buyer, once per link, in the link's
 * language (the order's, unless the admin chose another): the amount the
 * live bookings owe and the expiry on the experience's wall clock.
 */
export const buildPaymentLinkMailStep = createStep(
  "build-payment-link-mail",
  async (input: {
    order: { id: string; display_id: number; email: string | null; customer_name: string }
    link: PaymentLinkAnswer
  }) => {
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
          locale: input.link.locale,
          customer_name: input.order.customer_name,
          order_display_id: input.order.display_id,
          total: { amount: input.link.amount, currency_code: input.link.currency_code },
          url: input.link.url,
          expires_at: new Date(input.link.expires_at * 1000).toISOString(),
          timezone: input.link.timezone,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
