import { z } from "@medusajs/framework/zod"

const localDate = z.iso.date({ message: "Use a date as YYYY-MM-DD" })

/** Body of `POST /admin/experiences/:handle/closures`: close (or reopen) a date. */
export const AdminSetDateStatus = z
  .object({
    date: localDate,
    option_code: z.string().min(1).optional(),
    status: z.enum(["open", "closed"]).default("closed"),
  })
  .strict()
export type AdminSetDateStatusType = z.infer<typeof AdminSetDateStatus>

/** Body of `POST /admin/experiences/:handle/slots`: a one-off slot outside the schedules. */
export const AdminCreateSlot = z
  .object({
    option_code: z.string().min(1),
    date: localDate,
    start_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:MM"),
    duration_minutes: z.number().int().min(1).max(24 * 60),
    capacity: z.number().int().min(1).max(10_000),
  })
  .strict()
export type AdminCreateSlotType = z.infer<typeof AdminCreateSlot>
