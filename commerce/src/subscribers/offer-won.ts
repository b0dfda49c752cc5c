import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { markOfferWonWorkflow } from "../workflows/offer/mark-offer-won"

/** A placed order that came from a custom offer wins its request. */
export default async function offerWon({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    await markOfferWonWorkflow(container).run({ input: { order_id: event.data.id } })
  } catch (error) {
    container
      .resolve("logger")
      .error(
        `Offer request of order ${event.data.id} was not marked won: ${(error as Error).message}`,
      )
    throw error
  }
}

export const config: SubscriberConfig = {
  event: "order.placed",
  context: { subscriberId: "offer-won" },
}
