import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"

export type ReviewRules = { auto_publish_min_rating: number | null }

/** Saves the shop's review rules; compensation restores the previous ones. */
export const setReviewRulesStep = createStep(
  "set-review-rules",
  async (rules: ReviewRules, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const previous = await reviews.getReviewRules()
    const [row] = await reviews.listReviewSettings({ key: "default" }, { take: 1 })
    if (row) await reviews.updateReviewSettings({ id: row.id, ...rules })
    else await reviews.createReviewSettings({ key: "default", ...rules })
    return new StepResponse(rules, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const [row] = await reviews.listReviewSettings({ key: "default" }, { take: 1 })
    if (row) await reviews.updateReviewSettings({ id: row.id, ...previous })
  },
)
