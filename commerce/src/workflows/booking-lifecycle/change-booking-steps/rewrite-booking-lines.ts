import type { IOrderModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { amountOf } from "../../../lib/money"
import type { ChangePlan } from "./plan-change"

type Line = {
  id: string
  quantity: unknown
  unit_price: unknown
  compare_at_unit_price?: unknown
  metadata: Record<string, unknown> | null
  adjustments?:
    { id: string; amount: unknown; code?: string | null; promotion_id?: string | null }[] | null
}

type Before = {
  order_id: string
  lines: {
    id: string
    quantity: number
    unit_price: number
    compare_at_unit_price: number | null
    metadata: Record<string, unknown> | null
  }[]
  adjustments: { id: string; item_id: string; amount: number }[]
  created_lines: string[]
  created_adjustments: string[]
}

/**
 * Writes a line's price and facts, then its quantity (Medusa copies every
 * field given with a quantity onto the line's per-version row, where an
 * absent compare-at price becomes NaN).
 */
async function writeLine(
  orders: IOrderModuleService,
  id: string,
  line: {
    quantity: number
    unit_price: number
    compare_at_unit_price: number | null
    metadata: Record<string, unknown> | null
  },
) {
  await orders.updateOrderLineItems(id, {
    unit_price: line.unit_price,
    ...(line.compare_at_unit_price == null
      ? {}
      : { compare_at_unit_price: line.compare_at_unit_price }),
    metadata: line.metadata ?? {},
  })
  await orders.updateOrderLineItems(id, { quantity: line.quantity })
}

/**
 * Rewrites the booking's lines of the order to what the new party costs now
 * (quantities, unit prices, the slot's facts in their metadata, the
 * booking's discount share), so the order's totals, the payment link's
 * balance and the ledger read the new booking. A band or extra no longer
 * sold keeps its line at quantity 0. Compensation puts every line back.
 */
export const rewriteBookingLinesStep = createStep(
  "change-booking-rewrite-lines",
  async (plan: ChangePlan, { container }) => {
    const orders: IOrderModuleService = container.resolve(Modules.ORDER)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "items.id",
        "items.quantity",
        "items.unit_price",
        "items.compare_at_unit_price",
        "items.metadata",
        "items.adjustments.id",
        "items.adjustments.amount",
        "items.adjustments.code",
        "items.adjustments.promotion_id",
      ],
      filters: { id: plan.order_id },
    })
    const own = ((data[0] as unknown as { items?: Line[] } | undefined)?.items ?? []).filter(
      (i) => i.metadata?.hold_id === plan.hold_id,
    )
    const before: Before = {
      order_id: plan.order_id,
      lines: own.map((i) => ({
        id: i.id,
        quantity: amountOf(i.quantity),
        unit_price: amountOf(i.unit_price),
        compare_at_unit_price:
          i.compare_at_unit_price == null ? null : amountOf(i.compare_at_unit_price),
        metadata: i.metadata,
      })),
      adjustments: own.flatMap((i) =>
        (i.adjustments ?? []).map((a) => ({ id: a.id, item_id: i.id, amount: amountOf(a.amount) })),
      ),
      created_lines: [],
      created_adjustments: [],
    }
    for (const line of plan.lines.filter((l) => l.id)) {
      await writeLine(orders, line.id!, line)
    }
    for (const id of plan.dropped) await orders.updateOrderLineItems(id, { quantity: 0 })
    const fresh = plan.lines.filter((l) => !l.id)
    const created = fresh.length
      ? await orders.createOrderLineItems(
          plan.order_id,
          fresh.map((l) => ({
            ...(l.create as object),
            title: String(l.create?.title ?? ""),
            variant_id: l.variant_id,
            quantity: l.quantity,
            unit_price: l.unit_price,
            compare_at_unit_price: l.compare_at_unit_price ?? undefined,
            metadata: l.metadata,
          })) as Parameters<IOrderModuleService["createOrderLineItems"]>[1],
        )
      : []
    before.created_lines = created.map((c) => c.id)
    // The discount: each line's first adjustment carries its share, any other is emptied.
    const upserts: { id: string; item_id: string; amount: number }[] = []
    const creates: {
      item_id: string
      amount: number
      code?: string
      promotion_id?: string
      version: number
    }[] = []
    const lineIds = [
      ...plan.lines.map((l) => l.id ?? created[fresh.indexOf(l)]?.id),
      ...plan.dropped,
    ]
    plan.lines.forEach((l, index) => {
      const itemId = lineIds[index]!
      const existing = before.adjustments.filter((a) => a.item_id === itemId)
      existing.forEach((a, i) =>
        upserts.push({ id: a.id, item_id: itemId, amount: i === 0 ? l.discount : 0 }),
      )
      if (!existing.length && l.discount > 0 && plan.discount) {
        creates.push({
          item_id: itemId,
          amount: l.discount,
          code: plan.discount.code ?? undefined,
          promotion_id: plan.discount.promotion_id ?? undefined,
          version: plan.order_version,
        })
      }
    })
    for (const id of plan.dropped)
      for (const a of before.adjustments.filter((x) => x.item_id === id))
        upserts.push({ id: a.id, item_id: id, amount: 0 })
    if (upserts.length) await orders.upsertOrderLineItemAdjustments(upserts)
    if (creates.length) {
      const made = await orders.createOrderLineItemAdjustments(creates)
      before.created_adjustments = (Array.isArray(made) ? made : [made]).map((a) => a.id)
    }
    return new StepResponse({ created_lines: before.created_lines }, before)
  },
  async (before, { container }) => {
    if (!before) return
    const orders: IOrderModuleService = container.resolve(Modules.ORDER)
    if (before.created_adjustments.length)
      await orders.deleteOrderLineItemAdjustments(before.created_adjustments)
    for (const line of before.created_lines)
      await orders.updateOrderLineItems(line, { quantity: 0 })
    for (const line of before.lines) await writeLine(orders, line.id, line)
    if (before.adjustments.length)
      await orders.upsertOrderLineItemAdjustments(
        before.adjustments.map((a) => ({ id: a.id, item_id: a.item_id, amount: a.amount })),
      )
  },
)
