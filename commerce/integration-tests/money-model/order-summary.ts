import type { Real } from "./world"

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)

/**
 * Medusa's own order page agrees with the ledger (what `GET /admin/orders/:id`
 * gives the admin's order summary):
 * - its paid and refunded totals are what the order's payments captured and
 *   refunded (every capture and refund is the order's transaction too);
 * - its current total is the order's total (a desk change went through an
 *   order change, so the summary was recomputed);
 * - once what the payments keep equals the order's total, nothing is
 *   outstanding.
 */
export async function assertOrderSummary(real: Real, orderId: string) {
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
  const broken = [
    summary.paid !== captured && `paid ${summary.paid}, the payments captured ${captured}`,
    summary.refunded !== refunded &&
      `refunded ${summary.refunded}, the payments refunded ${refunded}`,
    summary.current !== total && `its current total ${summary.current}, the order's total ${total}`,
    captured - refunded === total &&
      summary.outstanding !== 0 &&
      `outstanding ${summary.outstanding} on an order whose payments keep its total`,
  ].filter(Boolean)
  if (broken.length)
    throw new Error(
      `order ${orderId}: Medusa's order summary says ${broken.join("; ")}\n${real.trail.join("\n")}`,
    )
}
