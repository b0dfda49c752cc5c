import { model } from "@medusajs/framework/utils"
import { Experience } from "./experience"
import { Schedule } from "./schedule"
import { Slot } from "./slot"

/**
 * A bookable variant of an experience ("Shared group tour", "Private 4x4 for
 * up to 6"). Prices per currency live on Medusa product variants whose
 * metadata names this option's `code` and the age band, item or extra.
 */
export const ExperienceOption = model
  .define("experience_option", {
    id: model.id({ prefix: "opt" }).primaryKey(),
    code: model.text(),
    /** { es, en } */
    title: model.json(),
    pricing_type: model.enum(["per_person", "per_item"]),
    /** per_item only: how many travellers fit one item (a car, a boat). */
    max_travellers_per_item: model.number().nullable(),
    /** { items: [{ band: "adult" | "child" | "infant", min_age, max_age, free }] } */
    age_bands: model.json().default({ items: [] }),
    /** { items: [{ code, title: { es, en }, per: "person" | "booking" }] } */
    extras: model.json().default({ items: [] }),
    /** Optional language list of this option, overriding the experience's. */
    languages: model.json().nullable(),
    position: model.number().default(0),
    experience: model.belongsTo(() => Experience, { mappedBy: "options" }),
    schedules: model.hasMany(() => Schedule, { mappedBy: "option" }),
    slots: model.hasMany(() => Slot, { mappedBy: "option" }),
  })
  .indexes([{ on: ["experience_id", "code"], unique: true, where: "deleted_at IS NULL" }])
