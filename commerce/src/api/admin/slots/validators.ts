import { z } from "@medusajs/framework/zod"

/** Body of `POST /admin/slots/:id`: a new capacity and/or status. */
export const AdminUpdateSlot = z
  .object({
    capacity: z.number().int().min(0).max(10_000).optional(),
    status: z.enum(["open", "closed"]).optional(),
    /** Why it is closed (kept on the closure rule). */
    reason: z.string().trim().max(200).optional(),
  })
  .strict()
export type AdminUpdateSlotType = z.infer<typeof AdminUpdateSlot>
