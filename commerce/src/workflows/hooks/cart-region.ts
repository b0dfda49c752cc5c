import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { BookingError } from "../../lib/booking-error"
import { CART_CUSTOM_PRICE_LINE_FIELDS } from "../../lib/query-config/carts"

type Line = { is_custom_price?: boolean | null; metadata?: Record<string, unknown> | null }

/**
 * Medusa's cart update deletes every custom-priced line when the region (the
 * currency) changes, but knows nothing of the seats a combo's lines hold. So
 * a cart whose custom-priced lines hold seats keeps its region (400
 * `combo_region_locked`). Checked in the workflow's validate hook, which runs
 * under the cart's lock: a combo added while the switch waited for that lock
 * is seen, and the seats never outlive their lines.
 */
updateCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const regionId = (input as { region_id?: string | null }).region_id
  if (!regionId || regionId === (cart as { region?: { id?: string } | null }).region?.id) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_CUSTOM_PRICE_LINE_FIELDS,
    filters: { id: (cart as { id: string }).id },
  })
  const lines = ((data[0] as { items?: Line[] } | undefined)?.items ?? []).filter(Boolean)
  if (lines.some((l) => l.is_custom_price && typeof l.metadata?.hold_id === "string")) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "combo_region_locked")
  }
})
