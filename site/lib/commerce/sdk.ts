import { Client, Store } from "@medusajs/js-sdk"
import { PUBLIC_MEDUSA_PUBLISHABLE_KEY, PUBLIC_MEDUSA_URL } from "astro:env/client"

/**
 * The SDK's HTTP client (publishable key, errors as FetchError). Code that
 * runs in islands calls the Store API through it alone: the SDK's Store
 * resources would add about 5 KB gzip to every island bundle.
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
