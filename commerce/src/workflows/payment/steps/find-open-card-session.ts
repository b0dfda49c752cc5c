import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { stripeClient } from "../../../lib/stripe"
import {
  CARD_PROVIDER_ID,
  type CardCheckoutContextType,
} from "../../../modules/stripe-checkout/types"
import { PAYMENT_COLLECTION_SESSION_FIELDS } from "../../../lib/query-config/payments"

/** A Checkout Session given back must leave the traveller this long to pay (seconds). */
export const REUSE_MIN_SECONDS_LEFT = 10 * 60

export type OpenCardSession = {
  payment_session_id: string
  checkout_session_id: string
  url: string
  expires_at: number
}

type Session = {
  id: string
  provider_id: string
  status: string
  data?: { id?: string; url?: string; expires_at?: number } | null
  context?: { checkout?: unknown } | null
}

/** JSON with object keys sorted: the stored context comes back from jsonb in another key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    )
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`
  }
  return JSON.stringify(value)
}

/**
 * The cart's Checkout Session still open for exactly this checkout (same
 * lines and amounts, language, e-mail and return URLs) with time left to pay,
 * or null. A second "pay by card" (a double click, a reload, the back button
 * from Stripe's page) then sends the traveller to the same page instead of
 * expiring it for a new one. Runs under the cart's lock.
 */
export const findOpenCardSessionStep = createStep(
  "find-open-card-session",
  async (
    input: { payment_collection_id: string; checkout: CardCheckoutContextType },
    { container },
  ) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "payment_collection",
      fields: PAYMENT_COLLECTION_SESSION_FIELDS,
      filters: { id: input.payment_collection_id },
    })
    const sessions = (
      (data[0] as { payment_sessions?: Session[] } | undefined)?.payment_sessions ?? []
    ).filter(Boolean)
    const wanted = canonical(input.checkout)
    const found = sessions.find(
      (s) =>
        s.provider_id === CARD_PROVIDER_ID &&
        s.status === "pending" &&
        typeof s.data?.id === "string" &&
        typeof s.data?.url === "string" &&
        Number(s.data?.expires_at) > Date.now() / 1000 + REUSE_MIN_SECONDS_LEFT &&
        canonical(s.context?.checkout) === wanted,
    )
    if (!found) return new StepResponse(null)
    // Stripe has the last word: a session expired or paid meanwhile is not given back.
    const stripe = stripeClient()
    const live = await stripe?.checkout.sessions.retrieve(found.data!.id!).catch(() => null)
    if (!live || live.status !== "open") return new StepResponse(null)
    const open: OpenCardSession = {
      payment_session_id: found.id,
      checkout_session_id: found.data!.id!,
      url: found.data!.url!,
      expires_at: Number(found.data!.expires_at),
    }
    return new StepResponse(open)
  },
)
