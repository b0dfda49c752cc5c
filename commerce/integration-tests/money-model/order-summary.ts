import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { removedBookingLines } from "../../src/lib/order-edit"
import type { Model, ModelCart, Real } from "./world"

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)

/**
 * What an order's live bookings are worth plus what its cancelled ones kept
 * (worth minus the refund announced), in major units. A cancelled booking's
 * lines left the order: its worth is read from the lines its cancellation
 * took off.
 */
export async function orderWorth(real: Real, refunds: Map<string, number | null>, orderId: string) {
  const { container } = real
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "total", "currency_code", "items.total", "items.metadata"],
    filters: { id: orderId },
  })
  const removed = await removedBookingLines(container.resolve(Modules.ORDER), [orderId])
  const worth = new Map<string, number>()
  for (const item of [...((data[0] as any).items ?? []), ...(removed.get(orderId) ?? [])]) {
    const hold = item.metadata?.hold_id as string | undefined
    if (hold) worth.set(hold, (worth.get(hold) ?? 0) + Number(item.total))
  }
  const bookings = (
    await container
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw(`SELECT hold_id, status FROM booking WHERE order_id = ? AND deleted_at IS NULL`, [
        orderId,
      ])
  ).rows as { hold_id: string; status: string }[]
  let owed = 0
  for (const row of bookings) {
    const value = worth.get(row.hold_id) ?? 0
    if (row.status === "confirmed") owed += value
    else if (refunds.get(row.hold_id) != null) owed += value - refunds.get(row.hold_id)!
  }
  return owed
}

/**
 * Medusa's own order page states the ledger (what `GET /admin/orders/:id`
 * gives the admin's order summary), after every sequence:
 * - its paid and refunded totals are what the order's payments captured and
 *   refunded (every capture and refund is the order's transaction too);
 * - its total and current total are what the ledger says the order is worth:
 *   its live bookings, plus the penalties its cancellations kept, less
 *   goodwill (0 once the operator cancelled it: everything went back);
 * - what it shows outstanding is what the ledger says is owed: nothing once
 *   the payments keep that worth, a desk increase's link not paid yet (no
 *   longer once its booking is cancelled), or the whole worth of a pay-later
 *   order nobody paid.
 */
export async function assertOrderSummary(real: Real, model: Model, cart: ModelCart) {
  const orderId = cart.orderId!
  const got = await real.admin.get(
    `/admin/orders/${orderId}?fields=id,total,summary,payment_collections.payments.captures.amount,payment_collections.payments.refunds.amount`,
  )
  if (got.status !== 200)
    throw new Error(`order ${orderId}: ${got.status} ${JSON.stringify(got.data)}`)
  const order = got.data.order
  const payments = (order.payment_collections ?? []).flatMap((c: any) => c?.payments ?? [])
  const sum = (rows: any[] | null | undefined) =>
    (rows ?? []).reduce((total: number, row: any) => total + cents(row.amount), 0)
  const captured = payments.reduce((t: number, p: any) => t + sum(p.captures), 0)
  const refunded = payments.reduce((t: number, p: any) => t + sum(p.refunds), 0)
  const summary = {
    paid: cents(order.summary?.paid_total),
    refunded: cents(order.summary?.refunded_total),
    current: cents(order.summary?.current_order_total),
    outstanding: cents(order.summary?.pending_difference),
  }
  const total = cents(order.total)
  const ledger = cart.operatorCancelled
    ? 0
    : cents(await orderWorth(real, model.refunds, orderId)) - cents(cart.goodwill)
  // A desk increase whose link is not paid is owed while its booking lives; once that booking is
  // cancelled the increase is owed no more (its link expired), and the ledger's worth counts it still.
  const due = cart.changeDue?.cents ?? 0
  const worth = due && total === ledger - due ? ledger - due : ledger
  const owed = worth - (captured - refunded)
  const broken = [
    summary.paid !== captured && `paid ${summary.paid}, the payments captured ${captured}`,
    summary.refunded !== refunded &&
      `refunded ${summary.refunded}, the payments refunded ${refunded}`,
    summary.current !== total && `its current total ${summary.current}, the order's total ${total}`,
    total !== worth &&
      `a total of ${total}, the ledger's live bookings and penalties less goodwill ${worth}`,
    summary.outstanding !== owed &&
      `outstanding ${summary.outstanding}, the ledger owed ${owed} (worth ${worth}, kept ${captured - refunded})`,
    owed < 0 && `the payments keep ${-owed} more than the order is worth`,
  ].filter(Boolean)
  if (broken.length)
    throw new Error(
      `order ${orderId}: Medusa's order summary says ${broken.join("; ")}\n${real.trail.join("\n")}`,
    )
}
