import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { adminReview } from "./admin-review"
import type { AdminListReviewsType } from "./validators"
import { PRODUCT_TITLE_FIELDS } from "../../../lib/query-config/products"

/** `q` as a literal ILIKE pattern: its `%`, `_` and `\` match themselves. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Reviews in one moderation state (pending by default), newest first, text
 * exactly as written, a page at a time with the total; each names its
 * experience by the product's title in the admin's language.
 */
export async function GET(req: MedusaRequest<unknown, AdminListReviewsType>, res: MedusaResponse) {
  const { status, handle, rating, q, limit, offset } = req.validatedQuery
  const reviews: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const pattern = q ? containing(q) : null
  const [rows, count] = await reviews.listAndCountReviews(
    {
      status,
      ...(handle ? { handle } : {}),
      ...(rating ? { rating } : {}),
      ...(pattern
        ? {
            $or: [
              { title: { $ilike: pattern } },
              { body: { $ilike: pattern } },
              { author_name: { $ilike: pattern } },
            ],
          }
        : {}),
    },
    { order: { created_at: "DESC", id: "DESC" }, skip: offset, take: limit },
  )
  const titles = await experienceTitles(req, [...new Set(rows.map((r) => r.product_id))])
  res.json({
    reviews: rows.map((r) => ({
      ...adminReview(r),
      experience: { product_id: r.product_id, title: titles.get(r.product_id) ?? r.handle },
    })),
    count,
    limit,
    offset,
  })
}

/** The products' titles in the admin's language (English from `metadata.title_en`). */
async function experienceTitles(req: MedusaRequest, ids: string[]) {
  if (!ids.length) return new Map<string, string>()
  const locale = requestLocale(req)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_TITLE_FIELDS,
    filters: { id: ids },
  })
  return new Map(
    (data as { id: string; title: string; metadata?: Record<string, unknown> | null }[]).map(
      (p) => {
        const en = p.metadata?.title_en
        return [p.id, (locale === "en" && typeof en === "string" && en) || p.title]
      },
    ),
  )
}
