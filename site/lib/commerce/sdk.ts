import { PUBLIC_MEDUSA_PUBLISHABLE_KEY, PUBLIC_MEDUSA_URL } from "astro:env/client"
import { createStoreApi } from "./store-api"

/**
 * The storefront's one Medusa client, used at build time and by on-demand
 * pages, which reach Medusa directly: the HTTP client (`sdk.client`) and the
 * SDK's Store API (`sdk.store`). Browser code never imports this: it calls the
 * site's own origin through lib/client/medusa.ts.
 */
export const sdk = createStoreApi(PUBLIC_MEDUSA_URL, PUBLIC_MEDUSA_PUBLISHABLE_KEY)

/** The SDK's HTTP client (publishable key, errors as FetchError). */
export const client = sdk.client
