import type { CreateOrderChangeActionDTO, IOrderModuleService } from "@medusajs/framework/types"
import { ChangeActionType, MedusaError, OrderChangeStatus } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"

/**
 * The `metadata.source` of the lifecycle's own order changes: a change one
 * of them left pending when its run crashed is found by it and cancelled by
 * the next (which holds the order's lock).
 */
export const ORDER_EDIT_SOURCES = ["booking-change", "booking-cancel"] as const
export type OrderEditSource = (typeof ORDER_EDIT_SOURCES)[number]

/** The order version an edit made: what its compensation reverts. */
export type OrderEditMade = { order_id: string; version: number }

/** Builds the change's actions: a line's (`order_line_item`) or a credit line's. */
export type OrderEditActions = {
  line: (type: ChangeActionType, details: Record<string, unknown>) => CreateOrderChangeActionDTO
  credit: (amount: number, reference: string, referenceId: string) => CreateOrderChangeActionDTO
}

/**
 * One internal order change of Medusa's, confirmed at once: a new order
 * version, so Medusa's order page, its preview and its summary (total,
 * paid, refunded, outstanding) follow it. A change of ours left pending by
 * a crashed run is cancelled first (the caller holds the order's lock); any
 * other active change of the order is a 409 `change.busy`. `write` adds the
 * actions; a failure before the confirmation drops the change, so the order
 * stays at its version. Revert with `revertOrderEdit`.
 */
export async function applyOrderEdit(
  orders: IOrderModuleService,
  edit: {
    order_id: string
    source: OrderEditSource
    booking_id?: string | null
    description: string
    internal_note: string
    created_by?: string | null
    /** More of the change's metadata (a cancellation keeps the lines it took off). */
    metadata?: Record<string, unknown>
    write: (actions: OrderEditActions) => Promise<void>
  },
): Promise<OrderEditMade> {
  const active = await orders.listOrderChanges(
    { order_id: edit.order_id, status: [OrderChangeStatus.PENDING, OrderChangeStatus.REQUESTED] },
    { select: ["id", "metadata"] },
  )
  const ours = active.filter((c) =>
    (ORDER_EDIT_SOURCES as readonly unknown[]).includes(c.metadata?.source),
  )
  if (ours.length < active.length) throw new BookingError(MedusaError.Types.CONFLICT, "change.busy")
  if (ours.length) await orders.cancelOrderChange(ours.map((c) => c.id))

  const change = await orders.createOrderChange({
    order_id: edit.order_id,
    change_type: "edit",
    description: edit.description,
    internal_note: edit.internal_note,
    created_by: edit.created_by ?? undefined,
    metadata: { ...edit.metadata, source: edit.source, booking_id: edit.booking_id ?? null },
  })
  const base = { order_change_id: change.id, order_id: edit.order_id, version: change.version }
  const actions: OrderEditActions = {
    line: (type, details) => ({
      ...base,
      action: type,
      reference: "order_line_item",
      reference_id: String(details.reference_id),
      details,
    }),
    credit: (amount, reference, referenceId) => ({
      ...base,
      action: ChangeActionType.CREDIT_LINE_ADD,
      reference,
      reference_id: referenceId,
      amount,
    }),
  }
  try {
    await edit.write(actions)
    await orders.confirmOrderChange({ id: change.id, confirmed_by: edit.created_by ?? undefined })
  } catch (error) {
    // Nothing applied yet: the change is dropped, the order stays at its version.
    await orders.cancelOrderChange(change.id).catch(() => undefined)
    throw error
  }
  return { order_id: edit.order_id, version: change.version }
}

/** Undoes an edit: only the version it made goes back; a later one is not ours to undo. */
export async function revertOrderEdit(orders: IOrderModuleService, made: OrderEditMade) {
  const order = await orders.retrieveOrder(made.order_id, { select: ["id", "version"] })
  if (Number(order.version) === made.version) await orders.revertLastVersion(made.order_id)
}

/** A booking line a cancellation took off its order, as it was (total in major units). */
export type RemovedLine = {
  hold_id: string
  total: number
  metadata: Record<string, unknown> | null
}

/**
 * The booking lines cancellations took off these orders (kept on their
 * confirmed order changes), by order id: a cancelled booking's names and
 * what it was worth, which its order's current lines no longer list.
 */
export async function removedBookingLines(
  orders: IOrderModuleService,
  orderIds: string[],
): Promise<Map<string, RemovedLine[]>> {
  const byOrder = new Map<string, RemovedLine[]>()
  if (!orderIds.length) return byOrder
  const changes = await orders.listOrderChanges(
    { order_id: orderIds, status: OrderChangeStatus.CONFIRMED },
    { select: ["id", "order_id", "metadata"], take: null },
  )
  for (const change of changes) {
    if (change.metadata?.source !== "booking-cancel") continue
    const lines = (change.metadata.lines ?? []) as RemovedLine[]
    byOrder.set(change.order_id, [...(byOrder.get(change.order_id) ?? []), ...lines])
  }
  return byOrder
}
