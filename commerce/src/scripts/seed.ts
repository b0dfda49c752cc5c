import { writeFile } from "node:fs/promises"
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseEnv } from "../lib/env"
import { ensureAdminUser } from "./seed/admin-user"
import { seedStore } from "./seed/base"
import { readDatasetCombos, seedCombos } from "./seed/combos"
import { SKELETON_EXPERIENCE, SLOT_DAYS } from "./seed/catalogue"
import { seedCatalogueNames } from "./seed/catalogue-names"
import { generateCatalogue } from "./seed/generate-catalogue"
import { packageSpecs, readDatasetPackages } from "./seed/packages"
import { seedProductPresentation } from "./seed/product-presentation"
import { seedPromotions } from "./seed/promotions"
import { readDatasetExperiences } from "./seed/read-dataset"
import { seedReviews } from "./seed/reviews"
import { writeCatalogue } from "./seed/write-catalogue"

/**
 * Seeds the store once: currencies, regions, sales channel, publishable key,
 * promo codes, every experience of the content dataset with its options,
 * prices and 120 days of slots, the tour packages with their departures,
 * travellers' reviews, and the admin login.
 * Safe to run again: each part is skipped when it already exists. Writes the
 * publishable key to SENDERO_SEED_OUTPUT (JSON) for the storefront build.
 */
export default async function seed({ container }: ExecArgs) {
  const env = parseEnv()
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  const { salesChannelId, publishableKey } = await seedStore(container, env.PUBLIC_DEFAULT_CURRENCY)
  await seedPromotions(container)

  const catalogue = datasetCatalogue()
  logger.info(`Catalogue: ${catalogue.length} experiences in the content dataset`)
  const { created, skipped } = await writeCatalogue(container, catalogue, {
    salesChannelId,
    days: SLOT_DAYS,
  })
  logger.info(`Catalogue: ${created} created, ${skipped} already there`)
  // Tour packages sell departures like experiences; test runs seed the first few.
  const packageLimit = Number(process.env.SENDERO_SEED_PACKAGES) || Infinity
  const packages = packageSpecs(readDatasetPackages().slice(0, packageLimit))
  const written = await writeCatalogue(container, packages, { salesChannelId, days: SLOT_DAYS })
  logger.info(`Tour packages: ${written.created} created, ${written.skipped} already there`)
  await seedProductPresentation(
    container,
    catalogue.map((c) => c.handle),
  )
  // A catalogue seeded before names had two languages gets its English names.
  await seedCatalogueNames(container, [...catalogue, ...packages])
  logger.info(`Combos: ${await seedCombos(container, readDatasetCombos(), catalogue)} created`)
  await seedReviews(container, catalogue)

  const adminEmail = process.env.SENDERO_ADMIN_EMAIL
  const adminPassword = process.env.SENDERO_ADMIN_PASSWORD
  if (adminEmail && adminPassword) await ensureAdminUser(container, adminEmail, adminPassword)

  const output = process.env.SENDERO_SEED_OUTPUT
  if (output) await writeFile(output, JSON.stringify({ publishableKey }, null, 2))
  logger.info(`Seed complete in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * The experiences the seed sells: the skeleton and the content dataset's
 * experiences (SENDERO_DATASET_DIR) with their generated options and prices.
 * Test runs seed a slice (SENDERO_SEED_EXPERIENCES) to stay fast; `npm start`
 * seeds all of it. The bench's bulk seed writes the same list.
 */
export function datasetCatalogue() {
  const limit = Number(process.env.SENDERO_SEED_EXPERIENCES) || Infinity
  const dataset = readDatasetExperiences()
  const specs = generateCatalogue(
    dataset.filter((d) => d.handle !== SKELETON_EXPERIENCE.handle).slice(0, limit - 1),
  )
  const skeleton = dataset.find((d) => d.handle === SKELETON_EXPERIENCE.handle)
  return [
    ...(skeleton ? [{ ...SKELETON_EXPERIENCE, categories: skeleton.categories }] : []),
    ...specs,
  ]
}
