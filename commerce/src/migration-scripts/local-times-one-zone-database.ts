import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pickupTimesToOffsets, realignSlotInstants } from "../lib/local-time-repair"

/**
 * Once, at `medusa db:migrate` (issue 27): slots whose instant the database's
 * zone conversion set move to the instant the one time-zone database
 * (lib/local-time.ts) gives their local date and time; pickup points stored
 * as clock times become offsets from each slot's start.
 */
export default async function localTimesOneZoneDatabase({
  container,
}: {
  container: MedusaContainer
}) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const moved = await realignSlotInstants(pg)
  const experiences = await pickupTimesToOffsets(pg)
  logger.info(
    `Local times: ${moved} slots realigned, ${experiences} experiences' pickup points made offsets`,
  )
}
