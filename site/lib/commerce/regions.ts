import type { HttpTypes } from "@medusajs/types"
import { client } from "./sdk"

/** The region that sells in a currency (one currency per region in Medusa). */
export async function regionForCurrency(currency: string) {
  const { regions } = await client.fetch<{ regions: HttpTypes.StoreRegion[] }>("/store/regions", {
    query: { fields: "id,currency_code", limit: 50 },
  })
  const region = regions.find((r) => r.currency_code === currency.toLowerCase())
  if (!region) throw new Error(`No region sells in ${currency.toUpperCase()}`)
  return region
}
