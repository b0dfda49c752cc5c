import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { OFFER_MODULE, offerReference } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"

/** The acknowledgement of a custom-offer request, in the traveller's language, once per request. */
export const buildOfferReceivedMailStep = createStep(
  "build-offer-received-mail",
  async (input: { id: string }, { container }) => {
    const request = await (
      container.resolve(OFFER_MODULE) as OfferModuleService
    ).retrieveOfferRequest(input.id)
    const mail: SendNotificationsStepInput = [
      {
        to: request.email,
        channel: "email",
        template: "custom-offer-received",
        resource_id: request.id,
        resource_type: "offer_request",
        trigger_type: "offer_request.created",
        idempotency_key: `offer-received:${request.id}`,
        data: {
          locale: request.locale,
          customer_name: request.name,
          experience: request.experience_title,
          request_reference: offerReference(request.id),
          message: request.message,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
