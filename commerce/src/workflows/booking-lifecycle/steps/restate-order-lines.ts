import type {
  CreateOrderLineItemDTO,
  IOrderModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { ChangeActionType, ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { pickLocale, translate } from "../../../lib/i18n/messages"
import { centsOf } from "../../../lib/money"
import {
  applyOrderEdit,
  revertOrderEdit,
  type OrderEditMade,
  type RemovedLine,
} from "../../../lib/order-edit"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { ORDER_RESTATE_FIELDS } from "../../../lib/query-config/orders"

/** The `metadata` key naming the booking a penalty line was kept for. */
export const PENALTY_OF = "cancellation_penalty"

export type RestateOrderLinesInput = {
  order_id: string
  /**
   * Bookings this transition cancels, each with what it paid and what its
   * cancellation refunds (major units): their lines leave the order, what
   * the policy keeps (paid less refund) stays as a penalty line.
   */
  cancelled?: { booking_id: string; paid: number; refund: number }[]
  /** The operator cancels the order and refunds everything kept: every line leaves, credit lines come to zero. */
  all?: boolean
  /** Major units refunded that no line states (goodwill): a credit line. */
  credit?: number
  /** Names the credit line (the refund's key). */
  credit_key?: string
  created_by?: string | null
}

type Item = { id: string; title: string; total: unknown; metadata?: Record<string, unknown> | null }
type Payment = { captures?: { amount: unknown }[] | null; refunds?: { amount: unknown }[] | null }
type OrderRow = {
  id: string
  metadata?: Record<string, unknown> | null
  items?: Item[] | null
  credit_lines?: { amount: unknown }[] | null
  payment_collections?: { payments?: Payment[] | null }[] | null
}

/**
 * Restates a cancellation or a goodwill refund on Medusa's own order, as one
 * internal order change confirmed at once (`applyOrderEdit`, the booking
 * change's machinery), so the order's total, its summary and its item list
 * say what the ledger holds: a cancelled booking's lines leave the order, a
 * penalty kept is a line of its own titled in the order's language, and
 * money given back that no line states is a credit line (a goodwill refund;
 * a cancellation that could not give back all it meant to because goodwill
 * had gone first, or gave back more than the booking paid). Runs under the
 * order's lock, before the refund, so a refund that fails reverts it. A
 * booking whose lines already left is skipped: twice is harmless.
 */
export async function restateOrderLines(
  container: MedusaContainer,
  input: RestateOrderLinesInput,
): Promise<OrderEditMade | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_RESTATE_FIELDS,
    filters: { id: input.order_id },
  })
  const order = data[0] as unknown as OrderRow | undefined
  if (!order) return null
  const locale = pickLocale(String(order.metadata?.locale ?? "es"))
  const items = order.items ?? []
  const sum = (rows: { amount: unknown }[]) => rows.reduce((t, r) => t + centsOf(r.amount), 0)
  const payments = (order.payment_collections ?? []).flatMap((c) => c.payments ?? [])
  let keptLeft =
    sum(payments.flatMap((p) => p.captures ?? [])) - sum(payments.flatMap((p) => p.refunds ?? []))

  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const ids = (input.cancelled ?? []).map((c) => c.booking_id)
  const rows = ids.length
    ? await booking.listBookings({ id: ids }, { select: ["id", "hold_id"], take: null })
    : []
  const removed = new Set<string>()
  const penalties: { booking_id: string; cents: number; title: string }[] = []
  let credit = Math.round((input.credit ?? 0) * 100)
  for (const c of input.cancelled ?? []) {
    const holdId = rows.find((r) => r.id === c.booking_id)?.hold_id
    const own = items.filter((i) => holdId && i.metadata?.hold_id === holdId)
    if (!own.length) continue
    for (const i of own) removed.add(i.id)
    const paid = Math.round(c.paid * 100)
    const refund = Math.round(c.refund * 100)
    const given = Math.min(refund, Math.max(0, keptLeft))
    keptLeft -= given
    const penalty = Math.max(0, paid - refund)
    // What the booking leaves kept (paid less given) is its penalty line, the rest a credit.
    credit += penalty - (paid - given)
    if (penalty > 0)
      penalties.push({
        booking_id: c.booking_id,
        cents: penalty,
        title: translate("order.line.cancellation_penalty", locale, {
          experience: own[0].title,
        }),
      })
  }
  if (input.all) {
    for (const i of items) removed.add(i.id)
    credit = -sum(order.credit_lines ?? [])
  }
  if (!removed.size && !penalties.length && !credit) return null

  const orders: IOrderModuleService = container.resolve(Modules.ORDER)
  const key = input.credit_key ?? `cancel:${ids.join(",") || input.order_id}`
  // The booking lines that leave, as they were: a cancelled booking's names and worth are read from them.
  const lines: RemovedLine[] = items
    .filter((i) => removed.has(i.id) && typeof i.metadata?.hold_id === "string")
    .map((i) => ({
      hold_id: String(i.metadata!.hold_id),
      total: centsOf(i.total) / 100,
      metadata: i.metadata ?? null,
    }))
  const made = await applyOrderEdit(orders, {
    order_id: input.order_id,
    source: "booking-cancel",
    booking_id: ids[0] ?? null,
    description: input.all ? "Order cancelled" : ids.length ? "Bookings cancelled" : "Refund",
    internal_note: key,
    created_by: input.created_by,
    metadata: { booking_ids: ids, lines },
    write: async (actions) => {
      const created = penalties.length
        ? await orders.createOrderLineItems(
            penalties.map((p) => ({
              title: p.title,
              product_title: p.title,
              quantity: 1,
              unit_price: p.cents / 100,
              is_custom_price: true,
              is_tax_inclusive: true,
              is_discountable: false,
              requires_shipping: false,
              metadata: { [PENALTY_OF]: p.booking_id },
            })) as unknown as CreateOrderLineItemDTO[],
          )
        : []
      const list = [
        ...[...removed].map((id) =>
          actions.line(ChangeActionType.ITEM_UPDATE, {
            reference_id: id,
            quantity: 0,
            adjustments: [],
          }),
        ),
        ...created.map((line, i) =>
          actions.line(ChangeActionType.ITEM_ADD, {
            reference_id: line.id,
            quantity: 1,
            unit_price: penalties[i].cents / 100,
            metadata: { [PENALTY_OF]: penalties[i].booking_id },
          }),
        ),
      ]
      if (credit) {
        const reason =
          ids.length || input.all ? "order.credit.cancellation" : "order.credit.goodwill"
        list.push(actions.credit(credit / 100, translate(reason, locale), key))
      }
      await orders.addOrderAction(list)
    },
  })
  return made
}

/** `restateOrderLines` as a step of a lifecycle workflow; compensation reverts the version it made. */
export const restateOrderLinesStep = createStep(
  "lifecycle-restate-order-lines",
  async (input: RestateOrderLinesInput, { container }) => {
    const made = await restateOrderLines(container, input)
    return new StepResponse(made, made)
  },
  async (made, { container }) => {
    if (!made) return
    await revertOrderEdit(container.resolve(Modules.ORDER), made)
  },
)
