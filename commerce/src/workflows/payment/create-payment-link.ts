import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordBookingEventsStep } from "../desk/steps/record-booking-events"
import { orderLock } from "../locks"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { createPaymentLinkStep, type CreatePaymentLinkInput } from "./steps/create-payment-link"

/**
 * The team sends a pay-later buyer a card payment link for the order's
 * balance (the booking desk's history says so), under the order's lock (a
 * booking change running it holds it already): a cancellation or a payment
 * link's settlement running at once comes before or after, never between.
 */
export const createPaymentLinkWorkflow = createWorkflow(
  "create-payment-link",
  (input: CreatePaymentLinkInput) => {
    const lockHeld = acquireLockStep(
      transform({ input }, ({ input }) => orderLock(input.order_id)),
    ).config({ name: "create-payment-link-lock" })
    const link = createPaymentLinkStep(input)
    recordBookingEventsStep(
      transform({ link, input }, ({ link, input }) => ({
        events: [
          {
            order_id: input.order_id,
            action: "payment_link_sent",
            key: `link_sent:${link.id}`,
            data: {
              amount: link.amount,
              currency_code: link.currency_code,
              expires_at: link.expires_at,
              locale: link.locale,
            },
          },
        ],
      })),
    )
    releaseLockStep(lockHeld).config({ name: "create-payment-link-release-lock" })
    return new WorkflowResponse(link)
  },
)
