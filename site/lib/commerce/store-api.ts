import { Client, Store } from "@medusajs/js-sdk"

/** Medusa's HTTP client (publishable key, errors as FetchError) and the SDK's Store API over it. */
export type StoreApi = { client: Client; store: Store }

/**
 * A Store API client for a Medusa URL and publishable key. Built from those
 * parts rather than `new Medusa()`, whose admin and auth resources are not
 * needed here. The site's own is `sdk` (lib/commerce/sdk.ts, from astro:env);
 * the build's warm-up (lib/build-warm-up.ts) makes one from the environment.
 */
export function createStoreApi(baseUrl: string, publishableKey: string | undefined): StoreApi {
  const client = new Client({ baseUrl, publishableKey })
  return { client, store: /* @__PURE__ */ new Store(client) }
}
