import type { HttpTypes } from "@medusajs/types"
import type { StoreApi } from "./store-api"

/** The region that sells in a currency (one currency per region in Medusa). */
export async function regionForCurrency(api: StoreApi, currency: string) {
  const { regions } = await api.client.fetch<{ regions: HttpTypes.StoreRegion[] }>(
    "/store/regions",
    {
      query: { fields: "id,currency_code", limit: 50 },
    },
  )
  const region = regions.find((r) => r.currency_code === currency.toLowerCase())
  if (!region) throw new Error(`No region sells in ${currency.toUpperCase()}`)
  return region
}
