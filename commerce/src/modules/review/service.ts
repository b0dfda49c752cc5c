import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { Review } from "./models/review"
import { ReviewSetting } from "./models/review-setting"
import { firstReviewIds } from "./sql/first-reviews"
import { emptySummary, reviewedHandles, reviewSummaries, type ReviewSummary } from "./sql/summaries"

type Ctx = Context<EntityManager>

/**
 * Travellers' reviews of experiences. Summaries (average, count, stars) come
 * from one aggregate query, never from loading the rows.
 */
class ReviewModuleService extends MedusaService({ Review, ReviewSetting }) {
  /** The shop's review rules (defaults when never set: every new review waits for approval). */
  @InjectManager()
  async getReviewRules(
    @MedusaContext() ctx: Ctx = {},
  ): Promise<{ auto_publish_min_rating: number | null }> {
    const [row] = await this.listReviewSettings({ key: "default" }, { take: 1 }, ctx)
    return { auto_publish_min_rating: row?.auto_publish_min_rating ?? null }
  }

  /** The summary of one experience's published reviews. */
  @InjectManager()
  async summarizeReviews(handle: string, @MedusaContext() ctx: Ctx = {}): Promise<ReviewSummary> {
    const summaries = await reviewSummaries(ctx.manager!, [handle])
    return summaries.get(handle) ?? emptySummary()
  }

  /**
   * Summaries of many experiences at once, by handle: of `handles` (each one
   * present, empty when it has no review), or of every reviewed experience.
   */
  @InjectManager()
  async summarizeReviewsByHandle(
    handles?: string[],
    @MedusaContext() ctx: Ctx = {},
  ): Promise<Map<string, ReviewSummary>> {
    return reviewSummaries(ctx.manager!, handles)
  }

  /**
   * Ids of the first `take` published reviews of each of these experiences, newest first (what
   * each one's first page of reviews lists), in one statement.
   */
  @InjectManager()
  async listFirstReviewIds(
    handles: string[],
    take: number,
    @MedusaContext() ctx: Ctx = {},
  ): Promise<string[]> {
    return firstReviewIds(ctx.manager!, handles, take)
  }

  /** Which of these experiences have any review, published or hidden (the seed skips them). */
  @InjectManager()
  async listReviewedHandles(
    handles: string[],
    @MedusaContext() ctx: Ctx = {},
  ): Promise<Set<string>> {
    return reviewedHandles(ctx.manager!, handles)
  }
}

export default ReviewModuleService
