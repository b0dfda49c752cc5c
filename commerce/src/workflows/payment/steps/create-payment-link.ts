import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { requireStripe } from "../../../lib/stripe"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"

export type CreatePaymentLinkInput = { order_id: string; locale: "es" | "en"; site_url: string }

type OrderForLink = {
  id: string
  display_id: number | string
  email?: string | null
  currency_code: string
  total: number
  metadata?: Record<string, unknown> | null
  payment_collections?: { payments?: { id: string; provider_id: string; amount: number; captured_at?: string | null; canceled_at?: string | null }[] }[]
}

/** A payment link may be paid until Stripe's maximum session life. */
const LINK_HOURS = 23

/**
 * A Checkout Session for the balance of a pay-later order (its payment by the
 * system provider, not captured yet), paid by card with immediate capture.
 * The session names the order (client_reference_id, metadata.order_id) so
 * the webhook's settle workflow marks that order paid. Kept on the order's
 * metadata for the admin.
 */
export const createPaymentLinkStep = createStep("create-payment-link", async (input: CreatePaymentLinkInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "currency_code",
      "total",
      "metadata",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.amount",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: input.order_id },
  })
  const order = data[0] as unknown as OrderForLink | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${input.order_id} not found`)
  const payments = (order.payment_collections ?? []).flatMap((c) => c.payments ?? [])
  const due = payments.filter((p) => p.provider_id === "pp_system_default" && !p.captured_at && !p.canceled_at)
  if (due.length === 0) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${order.id} has no pay-later balance`)
  const balance = due.reduce((sum, p) => sum + Number(p.amount), 0)
  const amount = toMinorUnits(balance, order.currency_code)
  const stripe = requireStripe()
  const previous = order.metadata?.payment_link as { id?: string; amount?: number } | undefined
  if (previous?.id && previous.amount === balance) {
    // One payable link at a time: while the last one is open, it is the link.
    const open = await stripe.checkout.sessions.retrieve(previous.id)
    if (open.status === "open") return new StepResponse({ id: open.id, url: open.url, expires_at: open.expires_at, amount: balance })
  }
  const prefix = input.locale === "en" ? "/en" : ""
  // Same parameters for every retry within a 5-minute window (idempotent replays must match).
  const window = Math.floor(Date.now() / 1000 / 300) * 300
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      client_reference_id: order.id,
      locale: input.locale,
      customer_email: order.email ?? undefined,
      success_url: `${input.site_url}${prefix}/checkout/success?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
      cancel_url: `${input.site_url}${prefix}/`,
      expires_at: window + LINK_HOURS * 3600,
      metadata: { order_id: order.id, kind: "payment_link" },
      payment_intent_data: { capture_method: "automatic", metadata: { order_id: order.id } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency_code.toLowerCase(),
            unit_amount: amount,
            product_data: { name: input.locale === "en" ? `Sendero order #${order.display_id}` : `Pedido Sendero n.º ${order.display_id}` },
          },
        },
      ],
    },
    { idempotencyKey: `payment-link-${order.id}-${amount}-${window}` },
  )
  const link = { id: session.id, url: session.url, expires_at: session.expires_at, amount: balance }
  await container.resolve(Modules.ORDER).updateOrders(order.id, { metadata: { ...(order.metadata ?? {}), payment_link: link } })
  return new StepResponse(link)
})
