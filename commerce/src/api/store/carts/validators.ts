import { z } from "@medusajs/framework/zod"

const count = z.number().int().min(0).max(50)

const bookingRequest = {
  /** Travellers per age band (per-person options), or how many travel (per-item options). */
  travellers: z
    .object({ adult: count.optional(), child: count.optional(), infant: count.optional() })
    .strict()
    .optional(),
  /** Items (cars, boats) for per-item options. */
  items: z.number().int().min(1).max(20).optional(),
  extras: z
    .array(
      z
        .object({ code: z.string().min(1), quantity: z.number().int().min(1).max(50).optional() })
        .strict(),
    )
    .max(10)
    .optional(),
  pickup_point_id: z.string().min(1).nullish(),
}

/** Body of `POST /store/carts/:id/bookings`: a slot and what the traveller asks for. */
export const StoreAddBooking = z
  .object({ slot_id: z.string().min(1), ...bookingRequest })
  .strict()
  .refine((b) => b.travellers || b.items, { message: "Campo Requerido", path: ["travellers"] })
export type StoreAddBookingType = z.infer<typeof StoreAddBooking>

/** Body of `POST /store/carts/:id/bookings/:hold_id`: the new request for that booking. */
export const StoreUpdateBooking = z
  .object(bookingRequest)
  .strict()
  .refine((b) => b.travellers || b.items, { message: "Campo Requerido", path: ["travellers"] })
export type StoreUpdateBookingType = z.infer<typeof StoreUpdateBooking>
