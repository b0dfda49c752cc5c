import type { MedusaContainer } from "@medusajs/framework/types"
import { HOLD_CLIENT_MODULE } from "../modules/hold-client"
import type HoldClientModuleService from "../modules/hold-client/service"

/** Older than the day over which holds per client are counted (api/store/carts/hold-limits.ts), with a day to spare. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000
const BATCH = 5000

/** Every night, forgets which client made carts that can no longer hold seats. */
export default async function forgetCartClients(container: MedusaContainer) {
  const clients: HoldClientModuleService = container.resolve(HOLD_CLIENT_MODULE)
  const before = new Date(Date.now() - KEEP_MS)
  let forgotten = 0
  for (;;) {
    const old = await clients.listCartClients(
      { created_at: { $lt: before } },
      { select: ["id"], take: BATCH },
    )
    if (!old.length) break
    await clients.deleteCartClients(old.map((c) => c.id))
    forgotten += old.length
    if (old.length < BATCH) break
  }
  if (forgotten)
    container.resolve("logger").info(`Holds per client: ${forgotten} old carts forgotten`)
}

export const config = { name: "forget-cart-clients", schedule: "40 3 * * *" }
