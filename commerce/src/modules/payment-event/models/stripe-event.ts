import { model } from "@medusajs/framework/utils"

/**
 * A Stripe event we accepted (signature verified), by Stripe's own event id:
 * the primary key makes a second delivery of the same event a no-op.
 * `processed_at` stays empty until its workflow finished, so the reconcile
 * job can finish what a crash interrupted.
 */
export const StripeEvent = model
  .define("stripe_event", {
    id: model.text().primaryKey(),
    type: model.text(),
    /** The Checkout Session, PaymentIntent or charge the event is about. */
    object_id: model.text(),
    /** The Checkout Session it concerns, when the event says so directly. */
    checkout_session_id: model.text().nullable(),
    processed_at: model.dateTime().nullable(),
    attempts: model.number().default(0),
    last_error: model.text().nullable(),
  })
  .indexes([
    { name: "IDX_stripe_event_unprocessed", on: ["created_at"], where: "processed_at IS NULL" },
  ])
