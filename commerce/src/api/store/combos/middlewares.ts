import {
  validateAndTransformBody,
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { cartIdShape } from "../carts/booking-guards"
import { StoreAddCombo, StoreListCombos } from "./validators"

/**
 * Medusa's own `POST /store/carts/:id` with another region drops every
 * custom-priced line (a combo's lines) but not their holds: a cart with a
 * combo keeps its currency (400 `combo_region_locked`).
 */
async function keepComboRegion(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const regionId = (req.body as { region_id?: unknown } | undefined)?.region_id
    if (regionId === undefined) return next()
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "region_id", "items.metadata"],
      filters: { id: req.params.id },
    })
    const cart = data[0] as { region_id?: string; items?: { metadata?: Record<string, unknown> | null }[] } | undefined
    const hasCombo = (cart?.items ?? []).some((i) => typeof i?.metadata?.combo_group === "string")
    if (cart && hasCombo && regionId !== cart.region_id) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "combo_region_locked")
    }
    next()
  } catch (error) {
    next(error)
  }
}

export const storeComboMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/combos", middlewares: [validateAndTransformQuery(StoreListCombos, {})] },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/combos",
    middlewares: [cartIdShape, validateAndTransformBody(StoreAddCombo)],
  },
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [cartIdShape, keepComboRegion] },
]
