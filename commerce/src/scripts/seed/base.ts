import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { ensureRefundReasons } from "../../lib/refund-reasons"
import { enableCardPayments } from "./card-payments"
import { PUBLISHABLE_KEY_TITLE, REGIONS } from "./catalogue"

/**
 * The store around the catalogue: currencies (the default from
 * PUBLIC_DEFAULT_CURRENCY), one region per currency with pay later, the
 * storefront's sales channel and publishable key, the lifecycle's refund
 * reasons. Each part is created once.
 */
export async function seedStore(container: MedusaContainer, defaultCurrency: string) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const salesChannels = container.resolve(Modules.SALES_CHANNEL)
  let [channel] = await salesChannels.listSalesChannels({ name: "Sendero" })
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: "Sendero", description: "Sendero storefront" }] },
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

  const existing = await container.resolve(Modules.REGION).listRegions({})
  const missing = REGIONS.filter((r) => !existing.some((e) => e.currency_code === r.currency))
  if (missing.length) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: missing.map((r) => ({
          name: r.name,
          currency_code: r.currency,
          countries: [...r.countries],
          payment_providers: ["pp_system_default"],
          automatic_taxes: true,
        })),
      },
    })
    logger.info(`Regions created: ${missing.map((r) => r.currency).join(", ")}`)
  }
  await enableCardPayments(container)
  // The refund reasons an order with bookings asks for (cancel bookings or goodwill).
  await ensureRefundReasons(container)

  const apiKeys = container.resolve(Modules.API_KEY)
  let [key] = await apiKeys.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" })
  if (!key) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "" }] },
    })
    key = result[0]
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: key.id, add: [channel.id] },
    })
    logger.info("Publishable API key created")
  }
  return { salesChannelId: channel.id, publishableKey: key.token }
}
