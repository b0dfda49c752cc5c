import { model } from "@medusajs/framework/utils"

/**
 * The shop's review rules, one row per `key` (only "default" today).
 * `auto_publish_min_rating`: a traveller's review with at least this many
 * stars is published at once; null keeps every new review pending.
 */
export const ReviewSetting = model
  .define("review_setting", {
    id: model.id({ prefix: "revset" }).primaryKey(),
    key: model.text().unique(),
    auto_publish_min_rating: model.number().nullable(),
  })
  .checks([
    {
      name: "review_setting_min_rating_range",
      expression: (c) =>
        `${c.auto_publish_min_rating} IS NULL OR ${c.auto_publish_min_rating} BETWEEN 1 AND 5`,
    },
  ])
