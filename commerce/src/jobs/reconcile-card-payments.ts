import type { MedusaContainer } from "@medusajs/framework/types"
import { stripeClient } from "../lib/stripe"
import { reconcileCardPaymentsWorkflow } from "../workflows/payment/reconcile-card-payments"

/**
 * Every minute: card payments that Stripe reports paid or authorised but
 * that have no decided order (a crash between payment and order, a lost
 * webhook) are completed or released.
 */
export default async function reconcileCardPayments(container: MedusaContainer) {
  if (!stripeClient()) return
  const { result } = await reconcileCardPaymentsWorkflow(container).run()
  if (result.decided || result.failed) {
    container.resolve("logger").info(`Card payments reconciled: ${JSON.stringify(result)}`)
  }
}

export const config = { name: "reconcile-card-payments", schedule: "* * * * *" }
