import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type Stripe from "stripe"
import { BookingError } from "../../../lib/booking-error"
import type { Locale } from "../../../lib/i18n/messages"
import {
  formatLinkInstant,
  LINK_MAX_S,
  linkWindow,
  readPaymentLink,
  type PaymentLinkRecord,
} from "../../../lib/payment-link"
import { requireStripe, stripeClient } from "../../../lib/stripe"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"
import { orderLinkBalance } from "./order-link-balance"

export type CreatePaymentLinkInput = {
  order_id: string
  /** The payment page's language; the order's own language when not given. */
  locale?: Locale
  site_url: string
}

/** The link as the admin and the e-mail state it: its expiry also on the experience's wall clock, with the zone. */
export type PaymentLinkAnswer = {
  id: string
  url: string | null
  expires_at: number
  expires_at_local: string
  timezone: string
  amount: number
  currency_code: string
  locale: Locale
}

/**
 * A Checkout Session for what a pay-later order's LIVE bookings still owe,
 * paid by card with immediate capture; never for 0. It expires before the
 * first booking starts and before its free cancellation ends (at most 23 h;
 * refused with the reason when that leaves less than Stripe's 30 minutes).
 * The session names the order (client_reference_id, metadata.order_id) so
 * the webhook settles that order. One payable link at a time: the open link
 * is given again while it asks for the same amount, and expired at Stripe
 * before a new one replaces it. Kept on the order's metadata for the admin.
 */
export const createPaymentLinkStep = createStep(
  "create-payment-link",
  async (input: CreatePaymentLinkInput, { container }) => {
    const balance = await orderLinkBalance(container, input.order_id)
    if (!balance) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
    const { order } = balance
    if (balance.due_cents <= 0)
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "payment_link_nothing_due")
    const now = new Date()
    const window = linkWindow(balance.live, now)
    if (!window.ok) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, window.code, {
        at: window.at.toISOString(),
        timezone: window.timezone,
      })
    }
    const locale = input.locale ?? order.locale
    const amount = balance.due_cents / 100
    // Same parameters for every retry within a 5-minute window (idempotent replays must match).
    const slot = Math.floor(now.getTime() / 1000 / 300) * 300
    const expiresAt = Math.min(window.expires_at, slot + LINK_MAX_S)
    const answer = (session: Stripe.Checkout.Session): PaymentLinkAnswer => ({
      id: session.id,
      url: session.url,
      expires_at: session.expires_at,
      expires_at_local: formatLinkInstant(session.expires_at * 1000, window.timezone, locale),
      timezone: window.timezone,
      amount,
      currency_code: order.currency_code,
      locale,
    })
    const stripe = requireStripe()
    const previous = readPaymentLink(order.metadata)
    if (previous?.id && !previous.paid_by) {
      const open = await stripe.checkout.sessions.retrieve(previous.id)
      if (open.status === "open") {
        if (previous.amount === amount && open.expires_at <= window.expires_at)
          return new StepResponse(answer(open), null)
        // It asks for another amount (a booking was cancelled) or outlives the new window: it must not stay payable.
        await stripe.checkout.sessions.expire(open.id).catch(async (error) => {
          if ((await stripe.checkout.sessions.retrieve(open.id)).status !== "open") return
          throw error
        })
      }
    }
    const prefix = locale === "en" ? "/en" : ""
    const minor = toMinorUnits(amount, order.currency_code)
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: order.id,
        locale,
        customer_email: order.email ?? undefined,
        success_url: `${input.site_url}${prefix}/checkout/success?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
        cancel_url: `${input.site_url}${prefix}/`,
        expires_at: expiresAt,
        metadata: { order_id: order.id, kind: "payment_link", amount: String(minor) },
        payment_intent_data: {
          capture_method: "automatic",
          metadata: { order_id: order.id, kind: "payment_link" },
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency_code.toLowerCase(),
              unit_amount: minor,
              product_data: {
                name:
                  locale === "en"
                    ? `Sendero order #${order.display_id}`
                    : `Pedido Sendero n.º ${order.display_id}`,
              },
            },
          },
        ],
      },
      { idempotencyKey: `payment-link-${order.id}-${minor}-${expiresAt}` },
    )
    const link: PaymentLinkRecord = {
      id: session.id,
      url: session.url,
      expires_at: session.expires_at,
      amount,
      timezone: window.timezone,
    }
    await container
      .resolve(Modules.ORDER)
      .updateOrders(order.id, { metadata: { ...order.metadata, payment_link: link } })
    return new StepResponse(answer(session), {
      order_id: order.id,
      session_id: session.id,
      previous,
    })
  },
  // A link made by a run that failed later (its e-mail could not be sent) must not stay payable.
  async (made, { container }) => {
    if (!made) return
    const stripe = stripeClient()
    await stripe?.checkout.sessions.expire(made.session_id).catch(() => undefined)
    const [order] = await container
      .resolve(Modules.ORDER)
      .listOrders({ id: made.order_id }, { select: ["id", "metadata"] })
    if (readPaymentLink(order?.metadata)?.id !== made.session_id) return
    await container.resolve(Modules.ORDER).updateOrders(made.order_id, {
      metadata: { ...(order.metadata ?? {}), payment_link: made.previous },
    })
  },
)
