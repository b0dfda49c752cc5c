import { Client, Store } from "@medusajs/js-sdk"
import { PUBLIC_MEDUSA_PUBLISHABLE_KEY, PUBLIC_MEDUSA_URL } from "astro:env/client"

/**
 * The SDK's HTTP client (publishable key, errors as FetchError), for the
 * build and on-demand pages, which reach Medusa directly. Browser code never
 * imports this: it calls the site's own origin through lib/client/medusa.ts.
 */
export const client = new Client({
  baseUrl: PUBLIC_MEDUSA_URL,
  publishableKey: PUBLIC_MEDUSA_PUBLISHABLE_KEY,
})

/**
 * The storefront's one Medusa client, used at build time: the HTTP client and
 * the SDK's Store API. Built from those parts rather than `new Medusa()`,
 * whose admin and auth resources are not needed here (add `Auth` when
 * accounts need it).
 */
export const sdk = { client, store: /* @__PURE__ */ new Store(client) }
