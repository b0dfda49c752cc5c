import { z } from "@medusajs/framework/zod"

const ULID = "[0-9A-HJKMNP-TV-Z]{26}"
const travellers = z.number().int().min(0).max(50)

/**
 * Body of `POST /store/carts/:id/combos`: the combo, a date and slot for each
 * of its parts (in the combo's order) and the travellers, who take part in
 * every part. Dates are checked against the store's window by the workflow.
 */
export const StoreAddCombo = z
  .object({
    combo_id: z.string().regex(new RegExp(`^combo_${ULID}$`), "Use a combo id"),
    parts: z
      .array(
        z
          .object({
            date: z.iso.date({ message: "Use a date as YYYY-MM-DD" }),
            slot_id: z.string().regex(new RegExp(`^slot_${ULID}$`), "Use a slot id"),
          })
          .strict(),
      )
      .min(2)
      .max(4),
    travellers: z.object({ adult: travellers.optional(), child: travellers.optional() }).strict(),
  })
  .strict()
  .refine((b) => (b.travellers.adult ?? 0) + (b.travellers.child ?? 0) > 0, {
    message: "Campo Requerido",
    path: ["travellers"],
  })
export type StoreAddComboType = z.infer<typeof StoreAddCombo>

/** Query of `GET /store/combos`: optionally one city's combos. */
export const StoreListCombos = z
  .object({
    city: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "Use a city slug")
      .optional(),
  })
  .strict()
export type StoreListCombosType = z.infer<typeof StoreListCombos>
