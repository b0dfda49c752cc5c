import { model } from "@medusajs/framework/utils"

/**
 * A closure RULE of an experience: a whole local date, a date of one option,
 * or a date at one start time (of one option or of all). Every slot the rule
 * matches is closed, whenever it is created: a schedule save, the nightly
 * slot extension and a one-off slot all read the rules (sql/closures.ts), so
 * a closed date stays closed. Reopening removes the rule.
 */
export const SlotClosure = model
  .define("slot_closure", {
    id: model.id({ prefix: "scl" }).primaryKey(),
    product_id: model.text(),
    local_date: model.text(),
    option_code: model.text().nullable(),
    local_time: model.text().nullable(),
    /** Why the operator closed it (shown in the calendar); a cancelled departure says so. */
    reason: model.text().nullable(),
  })
  .indexes([{ name: "IDX_slot_closure_product_date", on: ["product_id", "local_date"] }])
