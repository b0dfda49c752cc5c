import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreListCatalogueOffers } from "./validators"

export const storeCatalogueMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/catalogue/offers",
    middlewares: [validateAndTransformQuery(StoreListCatalogueOffers, {})],
  },
]
