import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { ExpiringPostgresLockProvider } from "./service"

/**
 * Medusa's PostgreSQL locking provider with one fix: a lock whose time is up
 * is taken over. Medusa's own never reclaims a lock row, so a process killed
 * while it held a cart's lock (kill -9, an OOM, a deploy) would leave that
 * cart unusable for ever; here it is free again after the lock's TTL.
 */
export default ModuleProvider(Modules.LOCKING, { services: [ExpiringPostgresLockProvider] })
