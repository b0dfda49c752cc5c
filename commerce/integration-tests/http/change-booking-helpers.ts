import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** Cents: the order's total as Medusa computes it, and what its payments captured and refunded. */
export async function orderMoney(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "total",
      "items.quantity",
      "items.total",
      "items.metadata",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: orderId },
  })
  const payments = ((data[0] as any).payment_collections ?? []).flatMap(
    (c: any) => c.payments ?? [],
  )
  const sum = (rows: any[]) => rows.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0)
  return {
    total: Math.round(Number((data[0] as any).total) * 100),
    captured: sum(payments.flatMap((p: any) => p.captures ?? [])),
    refunded: sum(payments.flatMap((p: any) => p.refunds ?? [])),
  }
}
