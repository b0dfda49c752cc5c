import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreListCatalogueOffers, StoreListCatalogueReviews } from "./validators"

export const storeCatalogueMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/catalogue/offers",
    middlewares: [validateAndTransformQuery(StoreListCatalogueOffers, {})],
  },
  {
    method: ["GET"],
    matcher: "/store/catalogue/reviews",
    middlewares: [validateAndTransformQuery(StoreListCatalogueReviews, {})],
  },
]
