import { container as appContainer } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import reconcileCardPayments from "../../jobs/reconcile-card-payments"
import reconcileUnbookedOrders from "../../jobs/reconcile-unbooked-orders"
import { runsJobsAtStart } from "./when"

/**
 * The reconcile jobs (unbooked orders, then card payments) once at start, in
 * the process that runs the scheduled jobs (`shared` or `worker`, started by
 * `medusa start` or `develop`; not `medusa exec`, not a test's app): their
 * cron schedule alone would leave what a crash interrupted until the next
 * minute boundary. It runs in the background, after every module has
 * started, and may overlap the scheduled runs and other processes' runs:
 * each cart is settled under its own locks and every step is idempotent, so
 * a second run finds the work done (or leaves a busy cart to the next one).
 */
export default class ReconcileOnStartService {
  __hooks = {
    onApplicationStart: async () => {
      const config = appContainer.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
      if (!runsJobsAtStart(config.projectConfig.workerMode, process.argv)) return
      setImmediate(() => void reconcileNow(appContainer))
    },
  }
}

export async function reconcileNow(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  for (const [name, job] of [
    ["unbooked orders", reconcileUnbookedOrders],
    ["card payments", (c: MedusaContainer) => reconcileCardPayments(c, { atStart: true })],
  ] as const) {
    try {
      await job(container)
    } catch (error) {
      logger.warn(
        `Reconcile at start: ${name} left for the scheduled run: ${(error as Error)?.message ?? error}`,
      )
    }
  }
  logger.info(`Reconcile at start done in ${Date.now() - started} ms`)
}
