import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OFFER_REQUEST_CREATED } from "../workflows/offer/create-offer-request"
import { sendOfferReceivedMailWorkflow } from "../workflows/offer/send-offer-received-mail"

/** Acknowledges a new custom-offer request by e-mail. */
export default async function offerRequestMail({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  try {
    await sendOfferReceivedMailWorkflow(container).run({ input: { id: event.data.id } })
  } catch (error) {
    container
      .resolve("logger")
      .error(`Offer request ${event.data.id} was not acknowledged: ${(error as Error).message}`)
    throw error
  }
}

export const config: SubscriberConfig = { event: OFFER_REQUEST_CREATED }
