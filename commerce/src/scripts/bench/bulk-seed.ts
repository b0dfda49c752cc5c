import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseEnv } from "../../lib/env"
import { datasetCatalogue } from "../seed"
import { seedStore } from "../seed/base"
import { presentationOf } from "../seed/product-presentation"
import { generateReviews } from "../seed/reviews"
import { bulkWriteCatalogue } from "./bulk-catalogue"

/**
 * `medusa exec ./src/scripts/bench/bulk-seed.ts`: bench:site --experiences N
 * writes the dataset's experiences (SENDERO_DATASET_DIR) with SQL before the
 * product's own seed runs, which then finds them there and only adds what is
 * left (tour packages, combos, the admin login). BENCH_BULK_SLOT_DAYS days
 * of slots (default 3: the pages do not read slots; the picker asks live).
 */
export default async function bulkSeed({ container }: ExecArgs) {
  const env = parseEnv()
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  const { salesChannelId } = await seedStore(container, env.PUBLIC_DEFAULT_CURRENCY)
  const catalogue = datasetCatalogue()
  const { byHandle } = await presentationOf(
    container,
    catalogue.map((c) => c.handle),
  )
  const slotDays = Number(process.env.BENCH_BULK_SLOT_DAYS ?? 3)
  const { created, skipped, reviews } = await bulkWriteCatalogue(container, catalogue, {
    salesChannelId,
    slotDays,
    presentation: byHandle,
    reviewsOf: (spec) => generateReviews(spec),
  })
  logger.info(
    `Bulk catalogue: ${created} experiences and ${reviews} reviews written, ${skipped} already there, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
