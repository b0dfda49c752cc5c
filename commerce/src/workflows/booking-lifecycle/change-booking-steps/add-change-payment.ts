import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** The pay-later provider: it moves no money; a payment link's capture of it is the card payment at Stripe. */
const PAY_LATER_PROVIDER = "pp_system_default"

/**
 * An increase gives the order a payment for the difference to be captured
 * when the traveller pays the link: a payment collection of the order with
 * an authorised pay-later payment of that amount (what a paid link captures,
 * as for a pay-later order). Compensation cancels it and unlinks the
 * collection.
 */
export const addChangePaymentStep = createStep(
  "change-booking-add-payment",
  async (input: { order_id: string; currency_code: string; cents: number }, { container }) => {
    const payments = container.resolve(Modules.PAYMENT)
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const amount = input.cents / 100
    const [collection] = await payments.createPaymentCollections([
      { currency_code: input.currency_code, amount },
    ])
    await link.create({
      [Modules.ORDER]: { order_id: input.order_id },
      [Modules.PAYMENT]: { payment_collection_id: collection.id },
    })
    const session = await payments.createPaymentSession(collection.id, {
      provider_id: PAY_LATER_PROVIDER,
      currency_code: input.currency_code,
      amount,
      data: {},
    })
    const payment = await payments.authorizePaymentSession(session.id, {})
    if (!payment) throw new Error(`Payment session ${session.id} was not authorised`)
    return new StepResponse(
      { payment_collection_id: collection.id, payment_id: payment.id },
      { order_id: input.order_id, collection_id: collection.id, payment_id: payment.id },
    )
  },
  async (made, { container }) => {
    if (!made) return
    const payments = container.resolve(Modules.PAYMENT)
    await payments.cancelPayment(made.payment_id).catch(() => undefined)
    await container.resolve(ContainerRegistrationKeys.LINK).dismiss({
      [Modules.ORDER]: { order_id: made.order_id },
      [Modules.PAYMENT]: { payment_collection_id: made.collection_id },
    })
  },
)
