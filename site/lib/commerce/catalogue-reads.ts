import { forgetJoinedTables, forgetShared, peekShared, shared } from "../shared-memo"
import { CURRENCIES } from "../currencies"
import { listExperienceFacts, type ExperienceFacts } from "./experience-facts"
import { listExperienceOffers, type ExperienceOffer } from "./experiences"
import {
  FIRST_REVIEWS_HANDLES_AT_ONCE,
  listFirstReviews,
  listReviews,
  type ReviewPage,
} from "./reviews"
import type { StoreApi } from "./store-api"

/**
 * What a build reads from commerce for every experience, each read once per
 * process (lib/shared-memo.ts): the catalogue's pages ask through
 * lib/catalogue.ts with the site's client, and the build's warm-up
 * (lib/build-warm-up.ts) starts the same reads, under the same keys, before
 * the first page renders. Nothing here reads astro:env, so the warm-up can run
 * from astro.config.mjs.
 */

/** Every priced experience in the default currency (with its price in every currency), keyed by handle. */
export const readOffers = (api: StoreApi, defaultCurrency: string) =>
  shared("offers", () => listExperienceOffers(api, defaultCurrency, CURRENCIES))

/** Booking facts and rating of every active experience, keyed by handle. */
export const readFacts = (api: StoreApi) => shared("facts", () => listExperienceFacts(api))

/** What commerce says about an experience: its offer and its booking facts. */
export type Listing = { offer: ExperienceOffer; facts: ExperienceFacts }

/** Every experience commerce sells with an offer and booking facts, keyed by handle. */
export const readListings = (api: StoreApi, defaultCurrency: string) =>
  shared("listings", async () => {
    const [byHandle, facts] = await Promise.all([readOffers(api, defaultCurrency), readFacts(api)])
    const joined = new Map<string, Listing>()
    for (const [handle, offer] of byHandle) {
      const f = facts.get(handle)
      if (f) joined.set(handle, { offer, facts: f })
    }
    return joined
  })

/** Reviews an experience page prerenders (the browser loads the rest). */
export const FIRST_REVIEWS = 3

/** The first reviews and the summary of an experience, shared by its pages in both languages. */
export const readFirstReviews = (api: StoreApi, handle: string) =>
  shared(`reviews:${handle}`, () => listReviews(api, handle, FIRST_REVIEWS))

/**
 * Reads the first reviews of these experiences that are not read yet, 200
 * experiences a request (`GET /store/catalogue/reviews`), `concurrency`
 * requests at a time. Every experience's key (the one `readFirstReviews`
 * reads) is taken at once, so a page that asks before its batch is read waits
 * for it rather than asking alone; resolves when all are read. A handle the
 * batch does not answer, or a batch that failed, is read alone (the page that
 * needs it then fails the build with the real error).
 */
export async function readFirstReviewsOf(
  api: StoreApi,
  handles: readonly string[],
  concurrency = 2,
) {
  const todo = handles.filter((handle) => !peekShared(`reviews:${handle}`))
  const size = FIRST_REVIEWS_HANDLES_AT_ONCE
  let running = 0
  const waiting: (() => void)[] = []
  const inTurn = async <T>(read: () => Promise<T>) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await read()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
  const reads: Promise<unknown>[] = []
  for (let i = 0; i < todo.length; i += size) {
    const part = todo.slice(i, i + size)
    // Asked only when one of its keys is read here: a prerender thread finds most of them on the
    // main thread (lib/shared-memo.ts), whose own batches read them.
    let batch: Promise<Map<string, ReviewPage> | undefined> | undefined
    const read = () =>
      (batch ??= inTurn(() => listFirstReviews(api, part, FIRST_REVIEWS)).catch(() => undefined))
    for (const handle of part)
      reads.push(
        shared(
          `reviews:${handle}`,
          async () => (await read())?.get(handle) ?? listReviews(api, handle, FIRST_REVIEWS),
        ).catch(() => undefined),
      )
  }
  await Promise.all(reads)
}

/**
 * Loads the first reviews of every listed experience, 200 a request (at
 * 50,000 experiences 250 requests, where one a page made 50,000 at about 30 a
 * second), so the build (which renders one page after another) finds them
 * ready. A failed request is only forgotten here: the page that needs it asks
 * again and fails the build.
 */
export async function prefetchFirstReviews(api: StoreApi, defaultCurrency: string) {
  await readFirstReviewsOf(api, [...(await readListings(api, defaultCurrency)).keys()])
}

/**
 * A catalogue change to these experiences (a regeneration, lib/build/regenerate.mjs):
 * their offers and facts are read again, alone, and put in place of the ones
 * read before, so the rest of the catalogue is not read again; one no longer
 * sold (a product set to draft, an experience made unavailable) leaves both
 * tables, and with them every listing. Their first reviews, where read, are
 * read again in the same step (one request for 200 experiences), and the tables joined from
 * these are forgotten (`derived` picks their keys). Before
 * anything was read, nothing is kept: the next read is a whole one.
 *
 * The tables are patched and the joined ones forgotten in one step, once the
 * change is read: the on-demand server (a search) keeps answering meanwhile,
 * and a table joined then from the old reads would otherwise be kept (for the
 * memo's five minutes there) as if it were the new one.
 */
export async function refreshExperiences(
  api: StoreApi,
  defaultCurrency: string,
  handles: readonly string[],
  derived: (key: string) => boolean,
) {
  const offers = peekShared<Map<string, ExperienceOffer>>("offers")
  const facts = peekShared<Map<string, ExperienceFacts>>("facts")
  const changed = new Set(handles.map((handle) => `reviews:${handle}`))
  // The first reviews of those whose reviews were read (the others are read when a page asks).
  const reviewed = handles.filter((handle) => peekShared(`reviews:${handle}`))
  const [oldOffers, oldFacts, newOffers, newFacts, newReviews] = await Promise.all([
    offers?.catch(() => undefined),
    facts?.catch(() => undefined),
    offers && listExperienceOffers(api, defaultCurrency, CURRENCIES, handles),
    facts && listExperienceFacts(api, handles),
    firstReviewsOf(api, reviewed),
  ]).catch((error) => {
    // The change could not be read: everything it touched is read whole next time.
    forgetShared(
      (key) => changed.has(key) || ["offers", "facts", "listings"].includes(key) || derived(key),
    )
    forgetJoinedTables()
    throw error
  })
  const patch = <T>(table: Map<string, T> | undefined, fresh: Map<string, T> | undefined) => {
    if (!table || !fresh) return
    for (const handle of handles) {
      const found = fresh.get(handle)
      if (found) table.set(handle, found)
      else table.delete(handle)
    }
  }
  // From here to the end nothing waits: no read sees the tables half patched.
  patch(oldOffers, newOffers)
  patch(oldFacts, newFacts)
  forgetShared((key) => changed.has(key) || key === "listings" || derived(key))
  forgetJoinedTables()
  for (const [handle, page] of newReviews)
    void shared(`reviews:${handle}`, () => Promise.resolve(page))
  // A table whose first read had failed is read whole next time.
  if (offers && !oldOffers) forgetShared((key) => key === "offers")
  if (facts && !oldFacts) forgetShared((key) => key === "facts")
}

/** The first reviews of these experiences, 200 a request, by handle (absent: no experience). */
async function firstReviewsOf(api: StoreApi, handles: readonly string[]) {
  const size = FIRST_REVIEWS_HANDLES_AT_ONCE
  const parts = await Promise.all(
    Array.from({ length: Math.ceil(handles.length / size) }, (_, i) =>
      listFirstReviews(api, handles.slice(i * size, (i + 1) * size), FIRST_REVIEWS),
    ),
  )
  return new Map(parts.flatMap((part) => [...part]))
}
