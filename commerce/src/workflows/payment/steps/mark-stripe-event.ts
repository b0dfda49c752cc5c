import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAYMENT_EVENT_MODULE } from "../../../modules/payment-event"
import type PaymentEventModuleService from "../../../modules/payment-event/service"

/** Marks a Stripe event processed: the reconcile job leaves it alone from now on. */
export const markStripeEventProcessedStep = createStep(
  "mark-stripe-event-processed",
  async (input: { event_id: string }, { container }) => {
    const events: PaymentEventModuleService = container.resolve(PAYMENT_EVENT_MODULE)
    await events.markAttempt(input.event_id, null)
    return new StepResponse(input.event_id)
  },
)
