import { model } from "@medusajs/framework/utils"
import { ExperienceOption } from "./experience-option"

/**
 * The booking facts of an experience (a Medusa product, linked by
 * `product_id`; `handle` is the slug its content shares in Sanity). Lists are
 * JSON so filters and the storefront index read them without joins.
 */
export const Experience = model.define("experience", {
  id: model.id({ prefix: "exp" }).primaryKey(),
  product_id: model.text().unique(),
  handle: model.text().unique(),
  city: model.text().index("IDX_experience_city"),
  categories: model.json().default({ items: [] }),
  duration_minutes: model.number(),
  languages: model.json().default({ items: [] }),
  /** Fixed start and end ("09:00") or null when the experience has operating hours. */
  start_time: model.text().nullable(),
  end_time: model.text().nullable(),
  /** Opening hours per weekday for attractions: { "mon": ["09:00", "18:00"], ... }. */
  operating_hours: model.json().nullable(),
  minimum_age: model.number().default(0),
  pickup_included: model.boolean().default(false),
  dropoff_included: model.boolean().default(false),
  tour_guide: model.boolean().default(false),
  labels: model.json().default({ items: [] }),
  best_for: model.json().default({ items: [] }),
  occasion: model.json().default({ items: [] }),
  /** { name, address, lat, lng } where travellers meet when there is no pickup. */
  meeting_point: model.json().nullable(),
  /** { items: [{ id, name, address, time }] } offered when pickup is included. */
  pickup_points: model.json().default({ items: [] }),
  timezone: model.text(),
  /** A `CancellationPolicy` (packages/shared/cancellation-policy.ts), as JSON. */
  cancellation_policy: model.json(),
  status: model.enum(["active", "unavailable"]).default("active"),
  options: model.hasMany(() => ExperienceOption, { mappedBy: "experience" }),
})
