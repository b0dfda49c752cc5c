import { model } from "@medusajs/framework/utils"
import { LOCALES } from "@sendero/shared/locales"

/**
 * A traveller's review of an experience, shown in the language it was written
 * in (`locale`). `handle` is the experience's slug (the key the storefront
 * reads by); `product_id` ties it to the Medusa product. Only `published`
 * reviews are served; travellers' new ones wait as `pending` unless the
 * shop's auto-publish rule lets them through. `travelled_on` is a calendar date (YYYY-MM-DD).
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    handle: model.text(),
    product_id: model.text(),
    rating: model.number(),
    title: model.text(),
    body: model.text(),
    author_name: model.text(),
    /** ISO 3166-1 alpha-2, upper case ("ES"). */
    author_country: model.text().nullable(),
    locale: model.enum([...LOCALES]),
    travelled_on: model.text(),
    status: model.enum(["pending", "published", "hidden"]).default("published"),
    /** Why the shop hid it (shown to admins only). */
    hidden_reason: model.text().nullable(),
    /** The operator's answer, shown under the review. */
    reply: model.text().nullable(),
    replied_at: model.dateTime().nullable(),
    /** The booking it reviews: at most one review per booking. Seeded reviews have none. */
    booking_id: model.text().nullable(),
    /** Written by a traveller of a proven booking ('verified booking' once published). */
    verified: model.boolean().default(false),
  })
  .indexes([
    // Serves both the newest-first page of one experience and the summaries.
    {
      name: "IDX_review_handle_created_at",
      on: ["handle", "created_at"],
      where: "deleted_at IS NULL",
    },
    {
      name: "IDX_review_booking_id_unique",
      on: ["booking_id"],
      unique: true,
      where: "deleted_at IS NULL AND booking_id IS NOT NULL",
    },
    {
      name: "IDX_review_status_created_at",
      on: ["status", "created_at"],
      where: "deleted_at IS NULL",
    },
  ])
  .checks([
    { name: "review_rating_range", expression: (c) => `${c.rating} BETWEEN 1 AND 5` },
    { name: "review_author_country_iso", expression: (c) => `${c.author_country} ~ '^[A-Z]{2}$'` },
    {
      name: "review_travelled_on_date",
      expression: (c) => `${c.travelled_on} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    },
  ])
