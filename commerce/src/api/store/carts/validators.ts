import { z } from "@medusajs/framework/zod"

const travellerCount = z.number().int().min(0).max(50)

/** Body of `POST /store/carts/:id/bookings`: a slot and its travellers per age band. */
export const StoreAddBooking = z
  .object({
    slot_id: z.string().min(1),
    travellers: z
      .object({
        adult: travellerCount.optional(),
        child: travellerCount.optional(),
        infant: travellerCount.optional(),
      })
      .strict(),
  })
  .strict()
export type StoreAddBookingType = z.infer<typeof StoreAddBooking>
