import type { MedusaContainer } from "@medusajs/framework/types"
import { recoverOrderBookingsWorkflow } from "../workflows/booking/recover-order-bookings"
import { findUnbookedOrdersWorkflow } from "../workflows/booking/reconcile-unbooked-orders"
import {
  findOrderlessBookingsWorkflow,
  releaseOrderlessBookingsWorkflow,
} from "../workflows/booking/release-orderless-bookings"

/**
 * Every minute: orders whose completion died between the order and the
 * conversion of its holds (kill -9, OOM, deploy; pay later or card) get
 * their bookings, or are cancelled and their seats released; and bookings
 * whose order a failed completion undid become their cart's holds again.
 */
export default async function reconcileUnbookedOrders(container: MedusaContainer) {
  const logger = container.resolve("logger")
  const { result: orders } = await findUnbookedOrdersWorkflow(container).run()
  const counts: Record<string, number> = {}
  for (const order of orders) {
    const { result, errors } = await recoverOrderBookingsWorkflow(container).run({
      input: order,
      throwOnError: false,
    })
    const outcome = errors?.length ? "skipped" : result.outcome
    counts[outcome] = (counts[outcome] ?? 0) + 1
    if (errors?.length)
      logger.warn(
        `Order ${order.order_id} left for the next run: ${(errors[0].error as Error)?.message}`,
      )
  }
  if (orders.length) logger.info(`Unbooked orders reconciled: ${JSON.stringify(counts)}`)

  const { result: orderless } = await findOrderlessBookingsWorkflow(container).run()
  for (const gone of orderless) {
    const { result, errors } = await releaseOrderlessBookingsWorkflow(container).run({
      input: gone,
      throwOnError: false,
    })
    if (errors?.length)
      logger.warn(
        `Bookings of gone order ${gone.order_id} left for the next run: ${(errors[0].error as Error)?.message}`,
      )
    else if (result)
      logger.warn(`Bookings of gone order ${gone.order_id} are cart ${gone.cart_id}'s holds again`)
  }
}

export const config = { name: "reconcile-unbooked-orders", schedule: "* * * * *" }
