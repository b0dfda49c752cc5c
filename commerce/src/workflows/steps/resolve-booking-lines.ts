import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"

export const AGE_BANDS = ["adult", "child", "infant"] as const
export type AgeBand = (typeof AGE_BANDS)[number]

export type ResolveBookingLinesInput = {
  slot_id: string
  travellers: Partial<Record<AgeBand, number>>
}

export type BookingLine = {
  variant_id: string
  quantity: number
  metadata: { slot_id: string; band: AgeBand; option_code: string; starts_at: string }
}

/**
 * Finds the variant that prices each age band of the slot's option, and
 * refuses an experience that cannot be sold (unpublished or without prices).
 */
export const resolveBookingLinesStep = createStep(
  "resolve-booking-lines",
  async (input: ResolveBookingLinesInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: slots } = await query.graph({
      entity: "slot",
      fields: ["id", "product_id", "option_code", "starts_at"],
      filters: { id: input.slot_id },
    })
    const slot = slots[0]
    if (!slot) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")

    const { data: products } = await query.graph({
      entity: "product",
      fields: ["id", "status", "variants.id", "variants.metadata"],
      filters: { id: slot.product_id },
    })
    const product = products[0]
    if (!product || product.status !== "published") {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "experience_unavailable")
    }

    type Variant = { id: string; metadata?: Record<string, unknown> | null } | null
    const variants = (product.variants ?? []) as Variant[]
    const lines: BookingLine[] = []
    for (const band of AGE_BANDS) {
      const quantity = input.travellers[band] ?? 0
      if (quantity <= 0) continue
      const variant = variants.find(
        (v) => v?.metadata?.option_code === slot.option_code && v?.metadata?.band === band,
      )
      if (!variant) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "experience_unavailable")
      lines.push({
        variant_id: variant.id,
        quantity,
        metadata: {
          slot_id: slot.id,
          band,
          option_code: slot.option_code,
          starts_at: new Date(slot.starts_at).toISOString(),
        },
      })
    }
    if (lines.length === 0) throw new BookingError(MedusaError.Types.INVALID_DATA, "no_travellers")
    return new StepResponse(lines)
  },
)
