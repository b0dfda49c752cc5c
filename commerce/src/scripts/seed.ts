import { writeFile } from "node:fs/promises"
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { parseEnv } from "../lib/env"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { ensureAdminUser } from "./seed/admin-user"
import { PUBLISHABLE_KEY_TITLE, REGIONS, SKELETON_EXPERIENCE, zonedTime } from "./seed/catalogue"

/**
 * Seeds the store once: currencies, regions, sales channel, publishable key,
 * the catalogue and its slots, and the admin login. Safe to run again: each
 * part is skipped when it already exists. Writes the publishable key to
 * SENDERO_SEED_OUTPUT (JSON) for the storefront build.
 */
export default async function seed({ container }: ExecArgs) {
  const env = parseEnv()
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const defaultCurrency = env.PUBLIC_DEFAULT_CURRENCY

  const salesChannelService = container.resolve(Modules.SALES_CHANNEL)
  let [channel] = await salesChannelService.listSalesChannels({ name: "Sendero" })
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: "Sendero", description: "sendero.travel storefront" }] },
    })
    channel = result[0]
    logger.info("Sales channel created")
  }

  const [store] = await container.resolve(Modules.STORE).listStores()
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Sendero",
        default_sales_channel_id: channel.id,
        supported_currencies: REGIONS.map((r) => ({
          currency_code: r.currency,
          is_default: r.currency === defaultCurrency,
        })),
      },
    },
  })

  const regionService = container.resolve(Modules.REGION)
  const existingRegions = await regionService.listRegions({})
  const missingRegions = REGIONS.filter(
    (r) => !existingRegions.some((e) => e.currency_code === r.currency),
  )
  if (missingRegions.length) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: missingRegions.map((r) => ({
          name: r.name,
          currency_code: r.currency,
          countries: [...r.countries],
          payment_providers: ["pp_system_default"],
          automatic_taxes: true,
        })),
      },
    })
    logger.info(`Regions created: ${missingRegions.map((r) => r.currency).join(", ")}`)
  }

  const apiKeyService = container.resolve(Modules.API_KEY)
  let [publishableKey] = await apiKeyService.listApiKeys({
    title: PUBLISHABLE_KEY_TITLE,
    type: "publishable",
  })
  if (!publishableKey) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "" }] },
    })
    publishableKey = result[0]
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: publishableKey.id, add: [channel.id] },
    })
    logger.info("Publishable API key created")
  }

  await seedSkeletonExperience(container, channel.id)

  const adminEmail = process.env.SENDERO_ADMIN_EMAIL
  const adminPassword = process.env.SENDERO_ADMIN_PASSWORD
  if (adminEmail && adminPassword) await ensureAdminUser(container, adminEmail, adminPassword)

  const output = process.env.SENDERO_SEED_OUTPUT
  if (output) {
    await writeFile(output, JSON.stringify({ publishableKey: publishableKey.token }, null, 2))
  }
  logger.info("Seed complete")
}

async function seedSkeletonExperience(container: ExecArgs["container"], salesChannelId: string) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const productService = container.resolve(Modules.PRODUCT)
  const spec = SKELETON_EXPERIENCE
  const [existing] = await productService.listProducts({ handle: spec.handle })
  if (existing) return

  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: spec.title,
          subtitle: spec.subtitle,
          handle: spec.handle,
          status: "published",
          sales_channels: [{ id: salesChannelId }],
          options: [
            { title: "Opción", values: [spec.option.title] },
            { title: "Viajero", values: spec.bands.map((b) => b.title) },
          ],
          variants: spec.bands.map((b) => ({
            title: `${spec.option.title} · ${b.title}`,
            sku: `${spec.handle}-${spec.option.code}-${b.band}`,
            manage_inventory: false,
            options: { Opción: spec.option.title, Viajero: b.title },
            metadata: { option_code: spec.option.code, band: b.band },
            prices: Object.entries(b.prices).map(([currency_code, amount]) => ({
              currency_code,
              amount,
            })),
          })),
          metadata: { timezone: spec.timezone },
        },
      ],
    },
  })
  const product = result[0]

  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const today = new Date()
  await booking.createSlots(
    spec.slots.map((s) => {
      const day = new Date(today.getTime() + s.daysAhead * 86_400_000)
      const startsAt = zonedTime(day, s.hour, s.minutes, spec.timezone)
      return {
        product_id: product.id,
        option_code: spec.option.code,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + s.durationHours * 3_600_000),
        timezone: spec.timezone,
        capacity: s.capacity,
      }
    }),
  )
  logger.info(`Experience ${spec.handle} created with ${spec.slots.length} slots`)
}
