import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createOfferRequestStep, type CreateOfferRequestInput } from "./steps/create-offer-request"

/** Event raised when a custom-offer request is stored; its subscriber sends the acknowledgement. */
export const OFFER_REQUEST_CREATED = "offer_request.created"

/** A traveller asks for a custom offer: stored, then acknowledged by e-mail (through the event). */
export const createOfferRequestWorkflow = createWorkflow(
  "create-offer-request",
  (input: CreateOfferRequestInput) => {
    const request = createOfferRequestStep(input)
    emitEventStep({
      eventName: OFFER_REQUEST_CREATED,
      data: transform({ request }, ({ request }) => ({ id: request.id })),
    })
    return new WorkflowResponse(request)
  },
)
