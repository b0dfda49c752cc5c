import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { changeFeedConfigured, notifySite } from "../../../lib/catalogue-changes"
import { withTheirCombos } from "../../../lib/core-sql/combo-parts"
import { priceListHandles } from "../../../lib/core-sql/price-list-handles"

const Ids = z.array(z.string().max(64)).max(1_000)
/** What of a price list's prices Medusa's routes take out (their own validators check the rest). */
const Removal = z.object({ delete: Ids.optional(), remove: Ids.optional() }).passthrough()

/**
 * What the pricing module announces with no event the change feed can use
 * (docs/architecture.md#a-change-from-admin-or-studio-to-page): a price list
 * updated (ended, dates, status) or deleted emits nothing, and a price taken
 * out of a sale (`…/prices/batch` with `delete`, `…/products` with `remove`)
 * is deleted outright, so its event names a row that is gone. The pages
 * showing the list's prices are read before Medusa's route runs and sent to
 * the site once it answered 2xx.
 */
async function tellSiteOfPriceList(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const parsed = Removal.safeParse(req.body)
  const priceIds = parsed.success ? (parsed.data.delete ?? []) : []
  const productIds = parsed.success ? (parsed.data.remove ?? []) : []
  const path = req.originalUrl.split("?")[0].replace(/\/+$/, "")
  const wholeList = !path.endsWith("/batch") && !path.endsWith("/products")
  if (!changeFeedConfigured() || (!wholeList && !priceIds.length && !productIds.length))
    return next()
  try {
    const named = wholeList
      ? await priceListHandles(req.scope, { priceListIds: [req.params.id] })
      : priceIds.length
        ? await priceListHandles(req.scope, { priceIds })
        : await priceListHandles(req.scope, { priceListIds: [req.params.id], productIds })
    const handles = await withTheirCombos(req.scope, named)
    res.once("finish", () => {
      if (res.statusCode >= 300 || !handles.length) return
      const reason = wholeList
        ? `pricing.price-list.${req.method === "DELETE" ? "deleted" : "updated"}`
        : "pricing.price.deleted"
      notifySite({ handles, reason }).catch((error: Error) =>
        req.scope
          .resolve("logger")
          .warn(
            `Sale prices removed (${handles.join(", ")}) not sent to the site: ${error.message}`,
          ),
      )
    })
  } catch (error) {
    req.scope.resolve("logger").warn(`Sale prices removed: ${(error as Error).message}`)
  }
  next()
}

export const adminPriceListMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST", "DELETE"],
    matcher: "/admin/price-lists/:id",
    middlewares: [tellSiteOfPriceList],
  },
  {
    method: ["POST"],
    matcher: "/admin/price-lists/:id/prices/batch",
    middlewares: [tellSiteOfPriceList],
  },
  {
    method: ["POST"],
    matcher: "/admin/price-lists/:id/products",
    middlewares: [tellSiteOfPriceList],
  },
]
