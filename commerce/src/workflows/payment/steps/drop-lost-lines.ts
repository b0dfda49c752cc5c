import type { ICartModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { metadataBefore } from "../../../lib/metadata-restore"
import type { LostHold } from "../../../modules/booking/sql/salvage"
import { CART_LOST_LINE_FIELDS } from "../../../lib/query-config/carts"

/**
 * A booking a paid cart could not book, as the order keeps it (metadata
 * `failed_bookings`): what it was, what it would have cost (major units) and
 * the request that puts it into a new cart (`POST /store/carts/:id/bookings`).
 */
export type FailedBooking = {
  hold_id: string
  title: string
  option: string | null
  amount: number
  request: {
    slot_id: string
    travellers?: Record<string, number>
    items?: number
    extras?: { code: string; quantity: number }[]
    pickup_point_id?: string | null
  }
}

type Line = {
  id: string
  product_title?: string | null
  variant_title?: string | null
  total: number
  metadata?: Record<string, unknown> | null
}

/** The bookings route's request for a hold, from what the hold stores. */
export function requestOf(hold: LostHold): FailedBooking["request"] {
  const travellers = (hold.travellers ?? {}) as Record<string, number>
  const extras = (
    (hold.extras as { items?: { code: string; quantity: number }[] } | null)?.items ?? []
  ).map((e) => ({ code: e.code, quantity: e.quantity }))
  const perItem = typeof travellers.items === "number"
  return {
    slot_id: hold.slot_id,
    ...(perItem
      ? { items: travellers.items, travellers: { adult: travellers.travellers ?? 0 } }
      : { travellers }),
    ...(extras.length ? { extras } : {}),
    pickup_point_id: hold.pickup_point_id,
  }
}

/**
 * Takes the lines of given-up holds out of a paid cart (without Medusa's
 * refresh of the payment collection, which would drop the paid session: the
 * capture takes only what is booked) and records them in the cart's metadata,
 * which the order inherits. Compensation restores the lines and the metadata.
 */
export const dropLostLinesStep = createStep(
  "drop-lost-lines",
  async (input: { cart_id: string; lost: LostHold[] }, { container }) => {
    if (!input.lost.length) return new StepResponse([] as FailedBooking[], null)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_LOST_LINE_FIELDS,
      filters: { id: input.cart_id },
    })
    const cart = data[0] as { id: string; metadata?: Record<string, unknown> | null; items: Line[] }
    const failed: FailedBooking[] = []
    const lineIds: string[] = []
    for (const hold of input.lost) {
      const lines = cart.items.filter((i) => i.metadata?.hold_id === hold.id)
      lineIds.push(...lines.map((l) => l.id))
      failed.push({
        hold_id: hold.id,
        title: lines[0]?.product_title ?? "",
        option:
          lines
            .map((l) => l.variant_title)
            .filter(Boolean)
            .join(", ") || null,
        amount: lines.reduce((sum, l) => sum + Number(l.total), 0),
        request: requestOf(hold),
      })
    }
    const carts: ICartModuleService = container.resolve(Modules.CART)
    if (lineIds.length) await carts.softDeleteLineItems(lineIds)
    await carts.updateCarts(cart.id, {
      metadata: { ...(cart.metadata ?? {}), failed_bookings: failed },
    })
    return new StepResponse(failed, {
      cart_id: cart.id,
      line_ids: lineIds,
      metadata: cart.metadata ?? null,
    })
  },
  async (undo, { container }) => {
    if (!undo) return
    const carts: ICartModuleService = container.resolve(Modules.CART)
    if (undo.line_ids.length) await carts.restoreLineItems(undo.line_ids)
    await carts.updateCarts(undo.cart_id, {
      metadata: metadataBefore(undo.metadata, ["failed_bookings"]),
    })
  },
)
