import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE } from "../../../modules/wishlist"
import type WishlistModuleService from "../../../modules/wishlist/service"

/** Most experiences a traveller's wishlist keeps (the browser's limit too). */
export const WISHLIST_MAX = 100

export type WishlistChange = {
  customer_id: string
  /** Handles to keep, newest first (the browser's order). */
  add: string[]
  remove: string[]
}

type Row = { id: string; handle: string }

const isUniqueViolation = (error: unknown) =>
  /duplicate key|unique constraint|already exists/i.test(String((error as Error)?.message ?? error))

/** The traveller's handles, newest first. */
export async function wishlistHandles(
  service: WishlistModuleService,
  customerId: string,
): Promise<string[]> {
  const rows = await service.listWishlistItems(
    { customer_id: customerId },
    {
      select: ["id", "handle", "created_at"],
      order: { created_at: "DESC", id: "DESC" },
      take: WISHLIST_MAX * 2,
    },
  )
  return rows.map((row) => row.handle)
}

/**
 * Adds and removes handles in a traveller's wishlist and keeps the newest
 * WISHLIST_MAX. A handle already kept (also by a concurrent request from
 * another tab or device) is left as it is; removing one not kept is a no-op.
 * Compensation puts back what was removed and drops what was added.
 */
export const changeWishlistStep = createStep(
  "change-wishlist",
  async (change: WishlistChange, { container }) => {
    const service: WishlistModuleService = container.resolve(WISHLIST_MODULE)
    const kept = new Set(await wishlistHandles(service, change.customer_id))
    const removing = new Set(change.remove)
    const added: string[] = []
    // Oldest first, so the first handle given ends up the newest.
    for (const handle of [...new Set(change.add)].reverse()) {
      if (kept.has(handle) || removing.has(handle)) continue
      try {
        await service.createWishlistItems({ customer_id: change.customer_id, handle })
        added.push(handle)
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    }
    const rows: Row[] = await service.listWishlistItems(
      { customer_id: change.customer_id },
      { select: ["id", "handle", "created_at"], order: { created_at: "DESC", id: "DESC" } },
    )
    const dropped = rows.filter((row, index) => removing.has(row.handle) || index >= WISHLIST_MAX)
    if (dropped.length) await service.deleteWishlistItems(dropped.map((row) => row.id))
    const handles = rows.filter((row) => !dropped.includes(row)).map((row) => row.handle)
    return new StepResponse(handles, {
      customer_id: change.customer_id,
      added: added.filter((handle) => !dropped.some((row) => row.handle === handle)),
      removed: dropped.map((row) => row.handle),
    })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service: WishlistModuleService = container.resolve(WISHLIST_MODULE)
    if (undo.added.length) {
      const rows = await service.listWishlistItems(
        { customer_id: undo.customer_id, handle: undo.added },
        { select: ["id"] },
      )
      if (rows.length) await service.deleteWishlistItems(rows.map((row) => row.id))
    }
    for (const handle of undo.removed) {
      await service
        .createWishlistItems({ customer_id: undo.customer_id, handle })
        .catch((error) => {
          if (!isUniqueViolation(error)) throw error
        })
    }
  },
)
