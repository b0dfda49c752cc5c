import type { CreateOrderLineItemDTO, IOrderModuleService } from "@medusajs/framework/types"
import { ChangeActionType, ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  applyOrderEdit,
  revertOrderEdit,
  type OrderEditActions,
  type OrderEditSource,
} from "../../../lib/order-edit"
import { ORDER_LINE_ADJUSTMENT_FIELDS } from "../../../lib/query-config/orders"
import type { ChangePlan } from "./plan-change"

/** The order change's `metadata.source`: a leftover of a crashed change is found by it. */
export const BOOKING_CHANGE_SOURCE: OrderEditSource = "booking-change"

type Adjustment = {
  id: string
  amount: unknown
  code?: string | null
  promotion_id?: string | null
  description?: string | null
  is_tax_inclusive?: boolean | null
}
type Line = { id: string; adjustments?: Adjustment[] | null }

/**
 * The discount a line carries after the change: the booking's share on the
 * line's first adjustment (its code and promotion kept), no other. `undefined`
 * leaves the line's adjustments as they are.
 */
function adjustmentsOf(
  plan: ChangePlan,
  discount: number,
  existing: Adjustment[],
): Record<string, unknown>[] | undefined {
  const first = existing[0]
  if (!first && (discount <= 0 || !plan.discount)) return undefined
  if (discount <= 0) return []
  return [
    {
      amount: discount,
      code: first?.code ?? plan.discount?.code ?? undefined,
      promotion_id: first?.promotion_id ?? plan.discount?.promotion_id ?? undefined,
      description: first?.description ?? undefined,
      is_tax_inclusive: first?.is_tax_inclusive ?? false,
    },
  ]
}

/**
 * Rewrites the booking's lines of the order to what the new party costs now
 * (quantities, unit prices, the slot's facts in their metadata, the
 * booking's discount share) through Medusa's own order-change machinery: an
 * internal order edit, confirmed at once, makes a new order version, so
 * Medusa's order page, its preview and its summary (total, paid, refunded,
 * outstanding) follow the change like the ledger does. A band or extra no
 * longer sold leaves the order (quantity 0 is not carried into the new
 * version). A change left pending by a crashed run is cancelled first (we
 * hold the order's lock); any other active change of the order is a 409.
 * Compensation reverts the version this step made.
 */
export const rewriteBookingLinesStep = createStep(
  "change-booking-rewrite-lines",
  async (plan: ChangePlan & { changed_by?: string | null }, { container }) => {
    const orders: IOrderModuleService = container.resolve(Modules.ORDER)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_LINE_ADJUSTMENT_FIELDS,
      filters: { id: plan.order_id },
    })
    const order = data[0] as unknown as { version: number; items?: Line[] | null }
    const adjustmentsById = new Map((order.items ?? []).map((i) => [i.id, i.adjustments ?? []]))

    const made = await applyOrderEdit(orders, {
      order_id: plan.order_id,
      source: BOOKING_CHANGE_SOURCE,
      booking_id: plan.booking_id,
      description: `Booking ${plan.booking_id} changed`,
      internal_note: `booking-change:${plan.booking_id}`,
      created_by: plan.changed_by,
      write: (actions) => writeChange(orders, plan, actions, adjustmentsById),
    })
    return new StepResponse({ version: made.version }, made)
  },
  async (made, { container }) => {
    if (!made) return
    await revertOrderEdit(container.resolve(Modules.ORDER), made)
  },
)

/** The change's actions (lines updated, dropped, added, their discounts); `applyOrderEdit` confirms it. */
async function writeChange(
  orders: IOrderModuleService,
  plan: ChangePlan & { changed_by?: string | null },
  actions: OrderEditActions,
  adjustmentsById: Map<string, Adjustment[]>,
) {
  const action = actions.line

  const updates = [
    ...plan.lines
      .filter((l) => l.id)
      .map((l) => {
        const adjustments = adjustmentsOf(plan, l.discount, adjustmentsById.get(l.id!) ?? [])
        return action(ChangeActionType.ITEM_UPDATE, {
          reference_id: l.id,
          quantity: l.quantity,
          unit_price: l.unit_price,
          metadata: l.metadata,
          ...(adjustments ? { adjustments } : {}),
        })
      }),
    ...plan.dropped.map((id) =>
      action(ChangeActionType.ITEM_UPDATE, { reference_id: id, quantity: 0 }),
    ),
  ]

  // New lines (a band or extra the booking did not have): line items first, then the order's.
  const fresh = plan.lines.filter((l) => !l.id && l.quantity > 0)
  const created = fresh.length
    ? await orders.createOrderLineItems(
        fresh.map((l) => ({
          ...(l.create as object),
          title: String(l.create?.title ?? ""),
          variant_id: l.variant_id,
          quantity: l.quantity,
          unit_price: l.unit_price,
          compare_at_unit_price: l.compare_at_unit_price ?? undefined,
          metadata: l.metadata,
        })) as unknown as CreateOrderLineItemDTO[],
      )
    : []
  const adds = fresh.map((l, i) =>
    action(ChangeActionType.ITEM_ADD, {
      reference_id: created[i]!.id,
      quantity: l.quantity,
      unit_price: l.unit_price,
      compare_at_unit_price: l.compare_at_unit_price ?? undefined,
      metadata: l.metadata,
    }),
  )
  // Actions apply in the order they were made: an added line exists before its discount.
  if (updates.length || adds.length) await orders.addOrderAction([...updates, ...adds])
  const discounts = fresh.flatMap((l, i) => {
    const adjustments = adjustmentsOf(plan, l.discount, [])
    return adjustments?.length
      ? [
          action(ChangeActionType.ITEM_ADJUSTMENTS_REPLACE, {
            reference_id: created[i]!.id,
            adjustments,
          }),
        ]
      : []
  })
  if (discounts.length) await orders.addOrderAction(discounts)
}
