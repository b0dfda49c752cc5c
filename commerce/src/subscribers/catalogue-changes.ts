import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules } from "@medusajs/framework/utils"
import { changeFeedConfigured, notifySite } from "../lib/catalogue-changes"
import { withTheirCombos } from "../lib/core-sql/combo-parts"
import { priceListHandles } from "../lib/core-sql/price-list-handles"
import { BOOKING_MODULE } from "../modules/booking"
import { COMBO_MODULE } from "../modules/combo"
import { REVIEW_MODULE } from "../modules/review"

type Ids = { id?: string | string[] }
type Container = SubscriberArgs<Ids>["container"]
/** A list method of a module service, as this subscriber calls it (ids in, rows with what names the page out). */
type Lister = (
  filters: { id: string[] },
  config: Record<string, unknown>,
) => Promise<Record<string, unknown>[]>

/** Where the experience handle of a changed row is, per event family. */
const RESOLVERS: Record<string, (container: Container, ids: string[]) => Promise<string[]>> = {
  product: (c, ids) =>
    handlesOf(
      c,
      Modules.PRODUCT,
      "listProducts",
      ids,
      { select: ["handle"], withDeleted: true },
      (r) => r.handle,
    ),
  "product-variant": (c, ids) =>
    handlesOf(
      c,
      Modules.PRODUCT,
      "listProductVariants",
      ids,
      { relations: ["product"], withDeleted: true },
      (r) => (r.product as { handle?: string } | null)?.handle,
    ),
  review: (c, ids) =>
    handlesOf(c, REVIEW_MODULE, "listReviews", ids, { select: ["handle"] }, (r) => r.handle),
  experience: (c, ids) =>
    handlesOf(c, BOOKING_MODULE, "listExperiences", ids, { select: ["handle"] }, (r) => r.handle),
  "experience-option": (c, ids) =>
    handlesOf(
      c,
      BOOKING_MODULE,
      "listExperienceOptions",
      ids,
      { relations: ["experience"] },
      (r) => (r.experience as { handle?: string } | null)?.handle,
    ),
  schedule: (c, ids) =>
    handlesOf(
      c,
      BOOKING_MODULE,
      "listSchedules",
      ids,
      { relations: ["option", "option.experience"] },
      (r) => (r.option as { experience?: { handle?: string } } | null)?.experience?.handle,
    ),
  combo: (c, ids) =>
    handlesOf(c, COMBO_MODULE, "listCombos", ids, { select: ["handle"] }, (r) => r.handle),
  // A sale's prices: created with the list, edited or added later (`pricing.price.*`).
  price: (c, ids) => priceListHandles(c, { priceIds: ids }),
  "price-list": (c, ids) => priceListHandles(c, { priceListIds: ids }),
}

/**
 * Which family an event belongs to: Medusa's own product events
 * (`product.updated`, `product-variant.updated`) and the events our modules'
 * generated services emit (`<module>.<model>.<action>`, e.g.
 * `review.review.updated`), and the pricing module's price lists and prices
 * (`pricing.price-list.updated`, `pricing.price.updated`).
 */
function familyOf(name: string): string | null {
  const parts = name.split(".")
  const object = (parts.length === 3 ? parts[1] : parts[0]).replace(/_/g, "-")
  return object in RESOLVERS ? object : null
}

async function handlesOf(
  container: Container,
  module: string,
  method: string,
  ids: string[],
  config: Record<string, unknown>,
  handleOf: (row: Record<string, unknown>) => unknown,
): Promise<string[]> {
  const service = container.resolve(module) as Record<string, Lister>
  const rows = await service[method]({ id: ids }, { ...config, take: ids.length })
  return rows.map(handleOf).filter((h): h is string => typeof h === "string" && h.length > 0)
}

/**
 * The change feed (docs/architecture.md#a-change-from-admin-or-studio-to-page):
 * a catalogue event names the experiences whose pages show it, and the site
 * regenerates those pages. Posting the same change twice is harmless (the site
 * deduplicates), so a retried event is too.
 */
export default async function catalogueChanges({ event, container }: SubscriberArgs<Ids>) {
  const logger = container.resolve("logger")
  const family = familyOf(event.name)
  // Without the site's feed (a bare `medusa start`, a seed) there is no one to tell.
  if (!family || !changeFeedConfigured()) return
  const ids = [event.data?.id ?? []].flat().filter((id): id is string => typeof id === "string")
  try {
    const named = await RESOLVERS[family](container, ids)
    // An experience's price or facts are on its combos' pages too (their parts' sum and saving).
    const handles = family === "combo" ? named : await withTheirCombos(container, named)
    // A deleted row whose handle is gone can still be on pages: every page is checked. A price
    // list names its pages from its deleted prices; one with none changed no page.
    const priced = event.name.startsWith("pricing.")
    const all = !priced && handles.length === 0 && event.name.endsWith(".deleted")
    await notifySite({ handles, all, reason: event.name })
  } catch (error) {
    logger.warn(
      `Catalogue change ${event.name} (${ids.join(", ")}) not sent to the site: ${(error as Error).message}`,
    )
  }
}

const MODELS = [
  "review.review",
  "booking.experience",
  "booking.experience_option",
  "booking.experience-option",
  "booking.schedule",
  "combo.combo",
]

export const config: SubscriberConfig = {
  event: [
    "product.created",
    "product.updated",
    "product.deleted",
    "product-variant.created",
    "product-variant.updated",
    "product-variant.deleted",
    "pricing.price-list.created",
    "pricing.price-list.updated",
    "pricing.price-list.deleted",
    "pricing.price.created",
    "pricing.price.updated",
    ...MODELS.flatMap((model) =>
      ["created", "updated", "deleted"].map((action) => `${model}.${action}`),
    ),
  ],
  context: { subscriberId: "catalogue-changes" },
}
