import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { requireStripe } from "../../../lib/stripe"
import { PAYMENT_EVENT_MODULE } from "../../../modules/payment-event"
import type PaymentEventModuleService from "../../../modules/payment-event/service"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"
import { handleStripeEventWorkflow } from "../handle-stripe-event"
import { settleCardPaymentWorkflow } from "../settle-card-payment"

/** Events younger than this are probably still being handled by the process that received them. */
const EVENT_GRACE_SECONDS = 30
/**
 * The scheduled run leaves card sessions younger than this to the webhook and
 * the traveller's return page (see `ReconcileCardPaymentsInput`).
 */
export const SESSION_GRACE_SECONDS = 120
/** Checkout Sessions live at most 24 hours; an hour more covers late captures. */
const LOOKBACK_MS = 25 * 60 * 60 * 1000

export type ReconcileCardPaymentsInput = {
  /**
   * Card sessions younger than this are not settled from Stripe's state here
   * (default 0: all). The minute's job passes `SESSION_GRACE_SECONDS`: a
   * traveller who just paid is settled by the webhook or their return page,
   * and a pay-later checkout in another tab of the same cart meanwhile is not
   * refused because the job happened to run between the payment and its
   * (late) webhook. A run at start, after a crash, waits for nothing.
   */
  session_grace_seconds?: number
}

/**
 * Finishes what a crash interrupted: Stripe events recorded but never
 * processed are handled again, and every recent card payment session still
 * pending in Medusa is settled from Stripe's state (paid ones become orders
 * or are released; unpaid ones stay pending).
 */
export const reconcileCardPaymentsStep = createStep(
  "reconcile-card-payments",
  async (input: ReconcileCardPaymentsInput | undefined, { container }) => {
    const grace = Math.max(0, input?.session_grace_seconds ?? 0) * 1000
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const events: PaymentEventModuleService = container.resolve(PAYMENT_EVENT_MODULE)
    const payments = container.resolve(Modules.PAYMENT)
    const result = { events: 0, sessions: 0, decided: 0, failed: 0 }

    for (const event of await events.listUnprocessed(EVENT_GRACE_SECONDS)) {
      result.events++
      const { errors } = await handleStripeEventWorkflow(container).run({
        input: {
          event_id: event.id,
          type: event.type,
          object_id: event.object_id,
          checkout_session_id: event.checkout_session_id,
        },
        throwOnError: false,
      })
      if (errors?.length) {
        result.failed++
        await events.markAttempt(
          event.id,
          String((errors[0].error as Error)?.message ?? errors[0].error),
        )
      }
    }

    const sessions = await payments.listPaymentSessions(
      {
        provider_id: CARD_PROVIDER_ID,
        status: ["pending"],
        created_at: {
          $gte: new Date(Date.now() - LOOKBACK_MS),
          ...(grace ? { $lte: new Date(Date.now() - grace) } : {}),
        },
      } as any,
      { take: 200, select: ["id", "data"] },
    )
    for (const session of sessions) {
      const checkoutSessionId = (session.data as { id?: unknown } | null)?.id
      if (typeof checkoutSessionId !== "string") continue
      result.sessions++
      const { result: outcome, errors } = await settleCardPaymentWorkflow(container).run({
        input: { checkout_session_id: checkoutSessionId },
        throwOnError: false,
      })
      if (errors?.length) {
        result.failed++
        logger.warn(
          `Reconcile of ${checkoutSessionId} failed: ${(errors[0].error as Error)?.message}`,
        )
      } else if (outcome && ["success", "partial", "unsuccessful"].includes(outcome.outcome))
        result.decided++
    }
    await reconcilePaymentLinks(container, result)
    return new StepResponse(result)
  },
)

/**
 * Payment links are Checkout Sessions of orders, not of Medusa payment
 * sessions: the ones Stripe completed lately are settled again from Stripe's
 * state, so a link paid while its webhook was lost pays its order, or is
 * refunded in full when the order was cancelled or owes nothing (settling an
 * already settled link changes nothing).
 */
async function reconcilePaymentLinks(
  container: MedusaContainer,
  result: { sessions: number; failed: number },
) {
  const stripe = requireStripe()
  const since = Math.floor((Date.now() - LOOKBACK_MS) / 1000)
  for await (const session of stripe.checkout.sessions.list({
    status: "complete",
    created: { gte: since },
    limit: 100,
  })) {
    if (session.metadata?.kind !== "payment_link" || !session.metadata.order_id) continue
    result.sessions++
    const { errors } = await settleCardPaymentWorkflow(container).run({
      input: { checkout_session_id: session.id },
      throwOnError: false,
    })
    if (errors?.length) {
      result.failed++
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(
          `Reconcile of payment link ${session.id} failed: ${(errors[0].error as Error)?.message}`,
        )
    }
  }
}
