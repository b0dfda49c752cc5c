import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  PaymentSessionStatus as SessionStatus,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import {
  AbstractPaymentProvider,
  MedusaError,
  PaymentActions,
  PaymentSessionStatus,
} from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { createStripeClient } from "./client"
import { toMinorUnits } from "./money"
import { createStripeRefund } from "./refund-request"
import { asData, sessionData, sessionExpiry, sessionStatus, stripData } from "./session"
import { CardCheckoutContext, type StripeCheckoutOptions } from "./types"

/**
 * Card payments on Stripe's hosted Checkout with manual capture. A payment
 * session is a Checkout Session (one line per booking, the cart id as
 * client_reference_id); Medusa's idempotency key goes with every call. The
 * session data keeps only `{ id, url, expires_at, payment_intent }`: the store
 * API sends it to the browser. Stripe's webhooks come to our own route
 * (/hooks/stripe), not Medusa's, so `getWebhookActionAndData` declines.
 */
export default class StripeCheckoutProviderService extends AbstractPaymentProvider<StripeCheckoutOptions> {
  static identifier = "stripe-checkout"

  protected readonly stripe: Stripe
  protected readonly logger: Logger

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.apiKey !== "string" || !options.apiKey) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "The stripe-checkout provider needs `apiKey`",
      )
    }
  }

  constructor(cradle: Record<string, unknown>, options: StripeCheckoutOptions) {
    super(cradle, options)
    this.stripe = createStripeClient(options)
    this.logger = cradle.logger as Logger
  }

  async initiatePayment({
    amount,
    currency_code,
    context,
    data,
  }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const parsed = CardCheckoutContext.safeParse(
      (context as Record<string, unknown> | undefined)?.checkout,
    )
    if (!parsed.success) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Card payments start from the cart's checkout (POST /store/carts/:id/card-payment), which prices each booking",
      )
    }
    const checkout = parsed.data
    const currency = currency_code.toLowerCase()
    const total = toMinorUnits(amount, currency)
    const lines = checkout.line_items.reduce((sum, l) => sum + l.amount * l.quantity, 0)
    if (lines !== total) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The bookings add up to ${lines}, the payment is ${total} (minor units)`,
      )
    }
    const paymentSessionId = typeof data?.session_id === "string" ? data.session_id : undefined
    const metadata = {
      cart_id: checkout.cart_id,
      ...(paymentSessionId ? { payment_session_id: paymentSessionId } : {}),
    }
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: checkout.cart_id,
        locale: checkout.locale,
        success_url: checkout.success_url,
        cancel_url: checkout.cancel_url,
        customer_email: checkout.customer_email,
        expires_at: checkout.expires_at ?? sessionExpiry(),
        metadata,
        payment_intent_data: { capture_method: "manual", metadata },
        line_items: checkout.line_items.map((line) => ({
          quantity: line.quantity,
          price_data: { currency, unit_amount: line.amount, product_data: { name: line.name } },
        })),
      },
      { idempotencyKey: context?.idempotency_key },
    )
    return { id: session.id, status: PaymentSessionStatus.PENDING, data: sessionData(session) }
  }

  async updatePayment({
    data,
    amount,
    currency_code,
  }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const session = await this.session(data)
    if (
      toMinorUnits(amount, currency_code) !== session.amount_total ||
      currency_code.toLowerCase() !== session.currency
    ) {
      // A Checkout Session's amount cannot change: the cart starts a new one.
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "The card payment no longer matches the cart: start checkout again",
      )
    }
    return { data: sessionData(session) }
  }

  /** Medusa replaces a session: the old Checkout Session must not be payable any more. */
  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    try {
      const session = await this.session(data)
      if (session.status === "open") await this.expireOpenSession(session.id)
      return { data: sessionData(await this.session(data)) }
    } catch (error) {
      // Never block a new session: an old one left open expires on its own
      // and the reconcile job settles it if it was paid.
      this.logger?.warn?.(
        `stripe-checkout: could not expire ${asData(data).id}: ${(error as Error).message}`,
      )
      return { data: data ?? {} }
    }
  }

  async authorizePayment({ data }: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return this.statusOf(data)
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.statusOf(data)
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: sessionData(await this.session(data)) }
  }

  /**
   * Captures the authorisation, or only `data.amount_to_capture` of it (the
   * rest is released): Medusa tells the provider no amount, so the completion
   * workflow writes it into the payment's data first.
   */
  async capturePayment({ data, context }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const current = asData(data)
    const intentId = current.payment_intent ?? (await this.session(data)).payment_intent
    if (!intentId)
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "The card payment has not been authorised",
      )
    const id = typeof intentId === "string" ? intentId : intentId.id
    const amount = current.amount_to_capture
    try {
      await this.stripe.paymentIntents.capture(
        id,
        amount === undefined ? {} : { amount_to_capture: amount },
        { idempotencyKey: context?.idempotency_key },
      )
    } catch (error) {
      // Captured already (by an earlier run whose answer was lost): done.
      const intent = await this.stripe.paymentIntents.retrieve(id)
      if (intent.status !== "succeeded") throw error
    }
    return { data: { ...stripData(current), payment_intent: id } }
  }

  async cancelPayment({ data, context }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const session = await this.session(data, ["payment_intent"])
    const intent = session.payment_intent as Stripe.PaymentIntent | null
    if (session.status === "open") await this.expireOpenSession(session.id)
    if (intent && !["canceled", "succeeded"].includes(intent.status)) {
      try {
        await this.stripe.paymentIntents.cancel(
          intent.id,
          {},
          { idempotencyKey: context?.idempotency_key },
        )
      } catch (error) {
        const again = await this.stripe.paymentIntents.retrieve(intent.id)
        if (again.status !== "canceled") throw error
      }
    }
    return { data: sessionData(await this.session(data)) }
  }

  /**
   * Refunds at Stripe. The house's refund workflow makes the refund itself
   * first and writes its request into the payment's data
   * (`refund_request`): that very request is sent again here, so Stripe
   * answers with the refund it made (same idempotency key and parameters),
   * never a second one. Without it (a Medusa path outside the workflow),
   * the refund's own id is the idempotency key.
   */
  async refundPayment({ data, amount, context }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const current = asData(data)
    const request = current.refund_request
    if (request) {
      if (request.amount !== toMinorUnits(amount, request.currency)) {
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          "The refund does not match the refund made at Stripe",
        )
      }
      await createStripeRefund(this.stripe, request)
      return { data: stripData(current) }
    }
    const intentId = current.payment_intent ?? (await this.session(data)).payment_intent
    if (!intentId) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Nothing was paid by card")
    const intent = await this.stripe.paymentIntents.retrieve(
      typeof intentId === "string" ? intentId : intentId.id,
    )
    await this.stripe.refunds.create(
      { payment_intent: intent.id, amount: toMinorUnits(amount, intent.currency) },
      { idempotencyKey: context?.idempotency_key },
    )
    return { data: stripData(current) }
  }

  async getWebhookActionAndData(): Promise<WebhookActionResult> {
    // Stripe calls /hooks/stripe, which verifies, records and completes in
    // one workflow; Medusa's generic webhook path is not used.
    return { action: PaymentActions.NOT_SUPPORTED }
  }

  private async session(data: Record<string, unknown> | undefined, expand: string[] = []) {
    const id = asData(data).id
    if (!id)
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "The payment session has no Checkout Session",
      )
    return this.stripe.checkout.sessions.retrieve(id, expand.length ? { expand } : {})
  }

  private async expireOpenSession(id: string) {
    try {
      await this.stripe.checkout.sessions.expire(id)
    } catch (error) {
      // Paid or expired in the meantime: the caller reads the session again.
      this.logger?.info?.(`stripe-checkout: ${id} not expired: ${(error as Error).message}`)
    }
  }

  private async statusOf(
    data: Record<string, unknown> | undefined,
  ): Promise<{ status: SessionStatus; data: Record<string, unknown> }> {
    const session = await this.session(data, ["payment_intent"])
    return { status: sessionStatus(session), data: sessionData(session) }
  }
}
