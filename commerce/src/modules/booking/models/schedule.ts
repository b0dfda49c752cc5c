import { model } from "@medusajs/framework/utils"
import { ExperienceOption } from "./experience-option"

/**
 * A weekly rule that generates slots of an option: on these weekdays
 * (`{ items: [0..6] }`, 0 = Sunday), at these local start times
 * (`{ items: ["09:00"] }`), with this capacity, between two local dates
 * (inclusive; `valid_to` null = open-ended).
 */
export const Schedule = model
  .define("schedule", {
    id: model.id({ prefix: "sch" }).primaryKey(),
    weekdays: model.json(),
    start_times: model.json(),
    duration_minutes: model.number(),
    capacity: model.number(),
    valid_from: model.text(),
    valid_to: model.text().nullable(),
    option: model.belongsTo(() => ExperienceOption, { mappedBy: "schedules" }),
  })
  .checks([
    { name: "schedule_capacity_positive", expression: (c) => `${c.capacity} > 0` },
    { name: "schedule_duration_positive", expression: (c) => `${c.duration_minutes} > 0` },
  ])
