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
  const fetchOnce = client.fetch.bind(client)
  client.fetch = (input, init) => readAgainOnHangUp(() => fetchOnce(input, init), init?.method)
  return { client, store: /* @__PURE__ */ new Store(client) }
}

const READ_TRIES = 3

/**
 * A read that Medusa hung up on (no answer at all: undici's "fetch failed",
 * e.g. "other side closed" when a busy server drops a kept-alive connection)
 * is made again, up to three times, half a second apart, then fails with the
 * network error. A long build makes thousands of reads, and one such hang-up
 * failed a 5,000-experience build after 18 minutes. Writes are never sent
 * twice, and an answer (any status) is never asked again.
 */
async function readAgainOnHangUp<T>(fetchOnce: () => Promise<T>, method = "GET") {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce()
    } catch (error) {
      const hungUp = error instanceof TypeError && error.message === "fetch failed"
      if (!hungUp || attempt >= READ_TRIES || !["GET", "HEAD"].includes(method.toUpperCase()))
        throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}
