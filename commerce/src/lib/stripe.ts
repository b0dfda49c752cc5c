import type Stripe from "stripe"
import { createStripeClient } from "../modules/stripe-checkout/client"
import { parseEnv } from "./env"

let client: Stripe | undefined

/**
 * The server's Stripe client (the real API, or the local test double with
 * STRIPE_API_URL), or null when card payments are off (no STRIPE_API_KEY).
 */
export function stripeClient(): Stripe | null {
  const env = parseEnv()
  if (!env.STRIPE_API_KEY) return null
  client ??= createStripeClient({ apiKey: env.STRIPE_API_KEY, apiUrl: env.STRIPE_API_URL })
  return client
}

/** The Stripe client, for code that only runs when card payments are on. */
export function requireStripe(): Stripe {
  const stripe = stripeClient()
  if (!stripe) throw new Error("Card payments are not configured (STRIPE_API_KEY is unset)")
  return stripe
}
