import { randomBytes } from "node:crypto"
import { createWriteStream } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { StartError } from "./log.mjs"
import { startStripeDouble } from "./stripe-double/server.mjs"

/** The event types a Stripe webhook endpoint for /hooks/stripe subscribes to (docs/payments.md, "With Stripe"). */
const WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "payment_intent.canceled",
  "charge.refunded",
]

/**
 * Card payments for a started product: with STRIPE_API_KEY, the real Stripe
 * (Medusa gets the key and webhook secret); otherwise, outside production, the
 * local Stripe test double in this process, signing its webhooks to Medusa's
 * /hooks/stripe with a secret made for this run. Returns Medusa's env, a line
 * for the ready block and `stop()`.
 */
export async function startStripe(settings) {
  const webhookUrl = `http://localhost:${settings.ports.medusa}/hooks/stripe`
  const { stripe } = settings
  if (stripe.mode === "stripe") {
    return {
      env: {
        STRIPE_API_KEY: stripe.apiKey,
        ...(stripe.webhookSecret ? { STRIPE_WEBHOOK_SECRET: stripe.webhookSecret } : {}),
      },
      summary: `Stripe (point a webhook at ${settings.medusaUrl}/hooks/stripe)`,
      note: stripe.webhookSecret
        ? "Stripe API"
        : "Stripe API, no STRIPE_WEBHOOK_SECRET: webhooks will be refused",
      stop: async () => {},
    }
  }
  if (stripe.mode === "off")
    return {
      env: {},
      summary: "off (no STRIPE_API_KEY)",
      note: "card payments off",
      stop: async () => {},
    }

  await mkdir(settings.logDir, { recursive: true })
  const logFile = createWriteStream(path.join(settings.logDir, "stripe-double.log"), { flags: "a" })
  const apiKey = "sk_test_sendero_local"
  const webhookSecret = `whsec_local_${randomBytes(16).toString("hex")}`
  let double
  try {
    double = await startStripeDouble({
      port: stripe.port,
      publicUrl: `http://127.0.0.1:${stripe.port}`,
      apiKey,
      webhook: {
        url: webhookUrl,
        secret: webhookSecret,
        mode: "immediate",
        enabled_events: WEBHOOK_EVENTS,
      },
      log: (line) => logFile.write(`${new Date().toISOString()} ${line}\n`),
    })
  } catch (error) {
    logFile.end()
    throw new StartError(
      `The Stripe test double could not listen on port ${stripe.port} (STRIPE_DOUBLE_PORT): ${error.message}`,
    )
  }
  return {
    env: {
      STRIPE_API_KEY: apiKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: double.url,
    },
    summary: `test double ${double.url} (test payments only, no money moves; card 4242 4242 4242 4242)`,
    double: { url: double.url, webhookSecret, apiKey },
    note: `test double on :${stripe.port}`,
    stop: async () => {
      await double.close()
      logFile.end()
    },
  }
}
