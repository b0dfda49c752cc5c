import type { MedusaContainer } from "@medusajs/framework/types"
import { changeFeedConfigured, notifySite } from "../lib/catalogue-changes"
import { withTheirCombos } from "../lib/core-sql/combo-parts"
import { priceListHandles, priceListsStartedOrEnded } from "../lib/core-sql/price-list-handles"

/**
 * A sale that starts or ends at its set time changes "from" prices without
 * any edit, so no event reaches the change feed: each minute, the experiences
 * of the price lists that started or ended in the minute before are sent to
 * the site (docs/architecture.md#a-change-from-admin-or-studio-to-page).
 */
export default async function siteSaleDates(container: MedusaContainer) {
  if (!changeFeedConfigured()) return
  const lists = await priceListsStartedOrEnded(container)
  if (!lists.length) return
  const handles = await withTheirCombos(
    container,
    await priceListHandles(container, { priceListIds: lists }),
  )
  await notifySite({ handles, reason: "pricing.price-list.dates" }).catch((error: Error) =>
    container.resolve("logger").warn(`Sale dates not sent to the site: ${error.message}`),
  )
}

export const config = { name: "site-sale-dates", schedule: "* * * * *" }
