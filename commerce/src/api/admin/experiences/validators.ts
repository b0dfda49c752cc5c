import { z } from "@medusajs/framework/zod"

const localDate = z.iso.date({ message: "Use a date as YYYY-MM-DD" })
const optionCode = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, "Use an option code")
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:MM")

/** Most days the calendar asks for at once (a month grid with its edges). */
export const CALENDAR_MAX_DAYS = 62

/** Body of `POST /admin/experiences/:handle/closures`: close (or reopen) a date. */
export const AdminSetDateStatus = z
  .object({
    date: localDate,
    option_code: optionCode.optional(),
    status: z.enum(["open", "closed"]).default("closed"),
  })
  .strict()
export type AdminSetDateStatusType = z.infer<typeof AdminSetDateStatus>

/** Body of `POST /admin/experiences/:handle/slots`: a one-off slot outside the schedules. */
export const AdminCreateSlot = z
  .object({
    option_code: optionCode,
    date: localDate,
    start_time: localTime,
    duration_minutes: z.number().int().min(1).max(24 * 60),
    capacity: z.number().int().min(1).max(10_000),
  })
  .strict()
export type AdminCreateSlotType = z.infer<typeof AdminCreateSlot>

/** Query of `GET /admin/experiences/:handle/slots`: every slot between two dates (at most 62 days). */
export const AdminListExperienceSlots = z
  .object({ from: localDate, to: localDate, option_code: optionCode.optional() })
  .refine((q) => q.from <= q.to, { message: "`from` must not be after `to`", path: ["to"] })
export type AdminListExperienceSlotsType = z.infer<typeof AdminListExperienceSlots>

/** Body of `POST /admin/schedules/:id`: a weekly schedule's new rule (any of its parts). */
export const AdminUpdateSchedule = z
  .object({
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
    start_times: z.array(localTime).min(1).max(48).optional(),
    duration_minutes: z.number().int().min(1).max(24 * 60).optional(),
    capacity: z.number().int().min(1).max(10_000).optional(),
    valid_from: localDate.optional(),
    valid_to: localDate.nullable().optional(),
  })
  .strict()
  .refine((b) => !b.valid_from || !b.valid_to || b.valid_from <= b.valid_to, {
    message: "`valid_from` must not be after `valid_to`",
    path: ["valid_to"],
  })
export type AdminUpdateScheduleType = z.infer<typeof AdminUpdateSchedule>
