import Medusa from "@medusajs/js-sdk"
import { PUBLIC_MEDUSA_PUBLISHABLE_KEY, PUBLIC_MEDUSA_URL } from "astro:env/client"

/** The storefront's one Medusa client, used at build time and by islands. */
export const sdk = new Medusa({
  baseUrl: PUBLIC_MEDUSA_URL,
  publishableKey: PUBLIC_MEDUSA_PUBLISHABLE_KEY,
})
