import { z } from "@medusajs/framework/zod"

const count = z.number().int().min(0).max(60)

/**
 * Body of `POST /admin/bookings/:id/change`: another slot of the booking's
 * option and/or another party (per band, or items for per-item options),
 * extras and pickup point; what is left out stays as it is. `preview`
 * answers the quote (the price difference) without changing anything;
 * `version` is the booking's `updated_at` the operator saw.
 */
export const AdminChangeBooking = z
  .object({
    slot_id: z
      .string()
      .regex(/^slot_[0-9A-Z]{26}$/, "Use a slot id")
      .optional(),
    travellers: z
      .object({ adult: count.optional(), child: count.optional(), infant: count.optional() })
      .strict()
      .optional(),
    items: z.number().int().min(1).max(60).optional(),
    extras: z
      .array(
        z
          .object({
            code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, "Use an extra's code"),
            quantity: z.number().int().min(1).max(60).optional(),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    pickup_point_id: z.string().min(1).max(80).nullable().optional(),
    version: z.iso.datetime({ offset: true }).optional(),
    preview: z.boolean().optional(),
  })
  .strict()
export type AdminChangeBookingType = z.infer<typeof AdminChangeBooking>
