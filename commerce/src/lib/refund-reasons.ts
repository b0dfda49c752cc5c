import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createRefundReasonsWorkflow } from "@medusajs/medusa/core-flows"

/**
 * The two refund reasons an operator chooses between when refunding an
 * order with live bookings from Medusa's payment section: "cancel bookings"
 * cancels the bookings the refund covers (and frees their seats), "goodwill"
 * leaves the bookings as they are. Found by their `code`.
 */
export const LIFECYCLE_REFUND_REASONS = {
  cancel_bookings: {
    code: "cancel_bookings",
    label: "Cancelar reservas / Cancel bookings",
    es: "Cancelar reservas",
    en: "Cancel bookings",
  },
  goodwill: {
    code: "goodwill",
    label: "Gesto comercial / Goodwill, bookings stay",
    es: "Gesto comercial",
    en: "Goodwill, bookings stay",
  },
} as const

/** The message parameters that name both reasons, in both languages. */
export const refundReasonNames = () => ({
  cancel_es: LIFECYCLE_REFUND_REASONS.cancel_bookings.es,
  cancel_en: LIFECYCLE_REFUND_REASONS.cancel_bookings.en,
  goodwill_es: LIFECYCLE_REFUND_REASONS.goodwill.es,
  goodwill_en: LIFECYCLE_REFUND_REASONS.goodwill.en,
})

/** Medusa's refund reason has a `code` (the model's) that its DTO type does not name yet. */
type Reason = { id: string; code?: string | null }

/** Creates the reasons that are missing (seed; safe to run again). */
export async function ensureRefundReasons(container: MedusaContainer) {
  const existing = (await container
    .resolve(Modules.PAYMENT)
    .listRefundReasons({}, { take: null })) as Reason[]
  const missing = Object.values(LIFECYCLE_REFUND_REASONS).filter(
    (r) => !existing.some((e) => e.code === r.code),
  )
  if (missing.length) {
    await createRefundReasonsWorkflow(container).run({
      input: { data: missing.map((r) => ({ code: r.code, label: r.label, description: null })) },
    })
  }
}

/** Which of the two a refund reason id is, if either. */
export async function lifecycleRefundReason(
  container: MedusaContainer,
  id: string | undefined | null,
) {
  if (!id) return null
  const [reason] = (await container.resolve(Modules.PAYMENT).listRefundReasons({ id })) as Reason[]
  return reason?.code === "cancel_bookings" || reason?.code === "goodwill" ? reason.code : null
}
