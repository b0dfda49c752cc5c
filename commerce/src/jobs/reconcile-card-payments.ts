import type { MedusaContainer } from "@medusajs/framework/types"
import { stripeClient } from "../lib/stripe"
import { reconcileCardPaymentsWorkflow } from "../workflows/payment/reconcile-card-payments"
import { SESSION_GRACE_SECONDS } from "../workflows/payment/steps/reconcile-card-payments"

/**
 * Every minute: card payments that Stripe reports paid or authorised but
 * that have no decided order (a crash between payment and order, a lost
 * webhook) are completed or released. Sessions younger than
 * `SESSION_GRACE_SECONDS` are left to their webhook and return page; the run
 * at start (`reconcile-on-start`) passes `{ atStart: true }` and waits for none.
 */
export default async function reconcileCardPayments(
  container: MedusaContainer,
  { atStart = false }: { atStart?: boolean } = {},
) {
  if (!stripeClient()) return
  const { result } = await reconcileCardPaymentsWorkflow(container).run({
    input: { session_grace_seconds: atStart ? 0 : SESSION_GRACE_SECONDS },
  })
  if (result.decided || result.failed) {
    container.resolve("logger").info(`Card payments reconciled: ${JSON.stringify(result)}`)
  }
}

export const config = { name: "reconcile-card-payments", schedule: "* * * * *" }
