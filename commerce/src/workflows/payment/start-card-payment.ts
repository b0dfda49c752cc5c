import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { CARD_PROVIDER_ID } from "../../modules/stripe-checkout/types"
import { CART_CHANGE_LOCK } from "../add-booking-to-cart"
import { assertCartOpenStep } from "../steps/assert-cart-open"
import { checkBookingLinesStep } from "../steps/check-booking-lines"
import { extendCartHoldsStep } from "../steps/extend-cart-holds"
import { nameCartLinesStep } from "../steps/name-cart-lines"
import { validateCartCheckStep } from "../steps/validate-cart-check"
import { buildCardCheckoutStep, ensurePaymentCollectionStep } from "./steps/build-card-checkout"
import { findOpenCardSessionStep } from "./steps/find-open-card-session"
import { keepHoldsForPaymentStep } from "./steps/keep-holds-for-payment"
import type { Locale } from "../../lib/i18n/messages"

export type StartCardPaymentInput = {
  cart_id: string
  locale: Locale
  site_url: string
  /** When the Checkout Session closes (Unix seconds); a custom offer's link lives longer than a checkout's. */
  expires_at?: number
}

/**
 * The traveller chooses to pay by card. Under the cart's lock (as every cart
 * change): the cart must be open with an e-mail, pass its check and have
 * lines that match its holds (taken again if they lapsed and the seats are
 * free); the cart's open Checkout Session for this very checkout is given
 * back (a double click, a reload, two tabs: one session, never a 500), else
 * one is created through Medusa's payment module with our provider; then the
 * holds are kept until the session expires plus a margin. If that last step
 * fails, the session is deleted (and expired on Stripe) by the payment step's
 * compensation. Returns where to send the browser.
 */
export const startCardPaymentWorkflow = createWorkflow(
  "start-card-payment",
  (input: StartCardPaymentInput) => {
    ensurePaymentCollectionStep({ cart_id: input.cart_id })
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    assertCartOpenStep({ cart_id: input.cart_id, require_email: true })
    validateCartCheckStep({ cart_id: input.cart_id })
    extendCartHoldsStep({ cart_id: input.cart_id })
    checkBookingLinesStep({ cart_id: input.cart_id })
    // Stripe's page names the bookings in the checkout's language.
    nameCartLinesStep({ cart_id: input.cart_id, locale: input.locale })
    const built = buildCardCheckoutStep(input)
    const open = findOpenCardSessionStep(built)
    const made = when("make-card-session", { open }, ({ open }) => !open).then(() => {
      const sessionInput = transform({ built }, ({ built }) => ({
        payment_collection_id: built.payment_collection_id,
        provider_id: CARD_PROVIDER_ID,
        context: { checkout: built.checkout },
      }))
      return createPaymentSessionsWorkflow.runAsStep({ input: sessionInput })
    })
    const response = transform({ open, made }, ({ open, made }) => {
      if (open) return open
      const data = (made!.data ?? {}) as { id?: string; url?: string; expires_at?: number }
      return {
        payment_session_id: made!.id,
        checkout_session_id: data.id,
        url: data.url,
        expires_at: data.expires_at,
      }
    })
    keepHoldsForPaymentStep(
      transform({ input, response }, ({ input, response }) => ({
        cart_id: input.cart_id,
        expires_at: response.expires_at,
      })),
    )
    releaseLockStep(lockHeld)
    return new WorkflowResponse(response)
  },
)
