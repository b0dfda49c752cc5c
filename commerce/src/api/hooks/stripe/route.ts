import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { parseEnv } from "../../../lib/env"
import { stripeClient } from "../../../lib/stripe"
import { PAYMENT_EVENT_MODULE } from "../../../modules/payment-event"
import type PaymentEventModuleService from "../../../modules/payment-event/service"
import { handleStripeEventWorkflow } from "../../../workflows/payment/handle-stripe-event"
import { HANDLED_STRIPE_EVENTS, stripeEventTarget } from "../../../workflows/payment/stripe-events"
import { readRawBody } from "./raw-body"

/**
 * Stripe's webhook: verify the signature on the raw bytes, record the event
 * id once, answer 200, then settle the payment in a workflow that reads the
 * session again from Stripe (so the order and age of events do not matter).
 * Bad input gets a 4xx and changes nothing; a repeated event id gets 200.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const stripe = stripeClient()
  const secret = parseEnv().STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) {
    res.status(404).json({ code: "card_payments_off", message: "Card payments are not configured" })
    return
  }
  const signature = req.headers["stripe-signature"]
  if (typeof signature !== "string" || !signature) {
    res.status(400).json({ code: "missing_signature", message: "Missing Stripe-Signature header" })
    return
  }
  const raw = await readRawBody(req)
  if (!raw) {
    res.status(413).json({ code: "body_too_large", message: "Webhook body too large" })
    return
  }
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    res
      .status(400)
      .json({ code: "invalid_signature", message: "The Stripe signature does not match this body" })
    return
  }
  if (!HANDLED_STRIPE_EVENTS.has(event.type)) {
    res.status(422).json({
      code: "unsupported_event_type",
      message: `Event type ${event.type} is not handled here`,
    })
    return
  }
  const target = stripeEventTarget(event)
  if (!target) {
    res.status(422).json({ code: "malformed_event", message: "The event has no object id" })
    return
  }
  const events: PaymentEventModuleService = req.scope.resolve(PAYMENT_EVENT_MODULE)
  const isNew = await events.recordOnce({ id: event.id, type: event.type, ...target })
  res.status(200).json({ received: true, duplicate: !isNew })
  if (!isNew) return
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  handleStripeEventWorkflow(req.scope)
    .run({ input: { event_id: event.id, type: event.type, ...target } })
    .catch(async (error) => {
      // Left unprocessed: the reconcile job tries again within a minute.
      logger.error(`Stripe event ${event.id} (${event.type}) failed: ${error.message}`)
      await events.markAttempt(event.id, String(error.message)).catch(() => undefined)
    })
}
