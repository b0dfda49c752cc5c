import type { BigNumberInput } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"

export type RefundCardPaymentInput = {
  order_id: string
  /** Major units (e.g. 45.5 EUR): a booking's amount, or what is left after a cancellation penalty. */
  amount: BigNumberInput
  /** Names the reason once ("cancel:<booking id>"): a second request with it refunds nothing more. */
  reference: string
  created_by?: string
}

type OrderPayments = {
  id: string
  payment_collections?: {
    payments?: {
      id: string
      provider_id: string
      captured_at?: string | null
      refunds?: { id: string; note?: string | null; amount: number }[] | null
    }[]
  }[]
}

/**
 * Refunds part or all of an order's card payment through Medusa (which
 * records it on the order and calls our provider with the refund's
 * idempotency key), at most once per reference: under the order's lock, a
 * refund whose note carries the reference is returned instead of a new one.
 */
export const refundCardPaymentStep = createStep(
  "refund-card-payment",
  async (input: RefundCardPaymentInput, { container }) => {
    const locking = container.resolve(Modules.LOCKING)
    const note = `sendero:${input.reference}`
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const readPayments = async () => {
      const { data } = await query.graph({
        entity: "order",
        fields: [
          "id",
          "payment_collections.payments.id",
          "payment_collections.payments.provider_id",
          "payment_collections.payments.captured_at",
          "payment_collections.payments.refunds.id",
          "payment_collections.payments.refunds.note",
          "payment_collections.payments.refunds.amount",
        ],
        filters: { id: input.order_id },
      })
      const order = data[0] as OrderPayments | undefined
      if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${input.order_id} not found`)
      return (order.payment_collections ?? []).flatMap((c) => c.payments ?? [])
    }
    const withNote = (payments: Awaited<ReturnType<typeof readPayments>>) =>
      payments.flatMap((p) => (p.refunds ?? []).filter((r) => r.note === note).map((r) => ({ refund_id: r.id, payment_id: p.id })))[0]
    const result = await locking.execute(`refund:${input.order_id}`, async () => {
      const payments = await readPayments()
      const existing = withNote(payments)
      if (existing) return { ...existing, created: false }
      const card = payments.find((p) => p.provider_id === CARD_PROVIDER_ID && p.captured_at)
      if (!card) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${input.order_id} has no captured card payment`)
      await refundPaymentWorkflow(container).run({
        input: { payment_id: card.id, amount: input.amount, note, created_by: input.created_by },
      })
      return { ...(withNote(await readPayments()) ?? { refund_id: null, payment_id: card.id }), created: true }
    })
    return new StepResponse(result)
  },
)
