import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { offerLock } from "../locks"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { sendMailStep } from "../notification/steps/send-mail"
import { startCardPaymentWorkflow } from "../payment/start-card-payment"
import { holdBookingStep } from "../steps/hold-booking"
import { addOfferLinesStep, OFFER_LINE_KEY } from "./steps/add-offer-lines"
import { buildOfferMailStep } from "./steps/build-offer-mail"
import { prepareOfferStep, type SendOfferInput } from "./steps/prepare-offer"
import { updateOfferRequestStep } from "./steps/update-offer-request"

/** A second 'send' of the same request waits for the first, then finds its offer (and is refused). */

/**
 * A shop admin sends a traveller a custom offer: under the request's lock,
 * with every check made first (prepareOfferStep), a cart is created for the
 * traveller's e-mail in the region of the offer's currency; the seats are
 * held (the bookings' own hold step); the booking's lines are written at the
 * agreed prices; a hosted card payment is started for the cart with the
 * checkout's own workflow, open until the offer expires (never past the
 * slot), which keeps the holds that long; the offer is recorded on the
 * request ('offer sent') and e-mailed in the request's language. A failure
 * at any step undoes the earlier ones (cart, hold, lines, payment session),
 * except the e-mail's: with the mail server down the offer stands, its
 * e-mail is retried and the answer says `sent: false`.
 */
export const sendOfferWorkflow = createWorkflow("send-offer", (input: SendOfferInput) => {
  const lockHeld = acquireLockStep(transform({ input }, ({ input }) => offerLock(input.id)))
  const offer = prepareOfferStep(input)
  const cart = createCartWorkflow.runAsStep({
    input: transform({ offer }, ({ offer }) => ({
      region_id: offer.region_id,
      currency_code: offer.currency_code,
      email: offer.request.email,
      ...(offer.request.customer_id ? { customer_id: offer.request.customer_id } : {}),
      ...(offer.product.sales_channel_id
        ? { sales_channel_id: offer.product.sales_channel_id }
        : {}),
      metadata: { [OFFER_LINE_KEY]: offer.request.id },
    })),
  })
  const held = holdBookingStep(
    transform({ input, cart }, ({ input, cart }) => ({
      slot_id: input.slot_id,
      cart_id: cart.id,
      travellers: input.travellers,
      items: input.items,
      extras: [],
      pickup_point_id: null,
    })),
  )
  addOfferLinesStep(
    transform({ cart, held, offer }, ({ cart, held, offer }) => ({
      cart: {
        id: cart.id,
        currency_code: cart.currency_code,
        region_id: cart.region_id ?? offer.region_id,
        customer_id: cart.customer_id ?? null,
      },
      product_id: held.product_id,
      lines: held.lines,
      unit_prices: offer.unit_prices,
      request_id: offer.request.id,
    })),
  )
  const payment = startCardPaymentWorkflow.runAsStep({
    input: transform({ input, cart, offer }, ({ input, cart, offer }) => ({
      cart_id: cart.id,
      locale: offer.request.locale,
      site_url: input.site_url,
      expires_at: offer.expires_at,
    })),
  })
  const recorded = transform(
    { input, cart, offer, payment },
    ({ input, cart, offer, payment }) => ({
      id: offer.request.id,
      status: "offer_sent" as const,
      offer: {
        cart_id: cart.id,
        amount: offer.amount,
        currency_code: offer.currency_code,
        expires_at: new Date((payment.expires_at ?? offer.expires_at) * 1000).toISOString(),
        url: payment.url,
        checkout_session_id: payment.checkout_session_id,
        handle: input.handle,
        experience_title: offer.product.title,
        slot_id: offer.slot.id,
        starts_at: offer.slot.starts_at,
        timezone: offer.slot.timezone,
        travellers: offer.travellers,
        note: input.note ?? null,
        sent_at: new Date().toISOString(),
      },
    }),
  )
  const request = updateOfferRequestStep(recorded)
  const mail = buildOfferMailStep(
    transform({ input, cart, offer, payment }, ({ input, cart, offer, payment }) => ({
      request: offer.request,
      product: offer.product,
      slot: offer.slot,
      travellers: offer.travellers,
      amount: offer.amount,
      currency_code: offer.currency_code,
      url: payment.url as string,
      expires_at: payment.expires_at ?? offer.expires_at,
      cart_id: cart.id,
      note: input.note,
    })),
  )
  releaseFailedSendsStep(mail)
  const mailed = sendMailStep(mail)
  releaseLockStep(lockHeld)
  return new WorkflowResponse(
    transform({ request, mailed }, ({ request, mailed }) => ({ request, sent: mailed.sent })),
  )
})
