import { z } from "@medusajs/framework/zod"

const localDate = z.iso.date({ message: "Use a date as YYYY-MM-DD" })
const optionCode = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, "Use an option code")
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:MM")

/** Most days the calendar asks for at once (a month grid with its edges). */
export const CALENDAR_MAX_DAYS = 62

/** An operator's short reason or message (control characters are refused before, by api/request-guard.ts). */
const operatorText = (max: number) => z.string().trim().max(max)

/** Body of `POST /admin/experiences/:handle/closures`: close (a rule) or reopen a date, option or start time. */
export const AdminSetDateStatus = z
  .object({
    date: localDate,
    option_code: optionCode.optional(),
    local_time: localTime.optional(),
    status: z.enum(["open", "closed"]).default("closed"),
    reason: operatorText(200).optional(),
  })
  .strict()
export type AdminSetDateStatusType = z.infer<typeof AdminSetDateStatus>

/** Query of `GET /admin/experiences/:handle/departures`: who a departure's cancellation affects. */
export const AdminDepartureQuery = z
  .object({ date: localDate, option_code: optionCode.optional(), local_time: localTime.optional() })
  .strict()
export type AdminDepartureQueryType = z.infer<typeof AdminDepartureQuery>

/** Body of `POST /admin/experiences/:handle/departures`: cancel a departure, refund and tell everyone. */
export const AdminCancelDeparture = z
  .object({
    date: localDate,
    option_code: optionCode.optional(),
    local_time: localTime.optional(),
    /** Said to every traveller in the e-mail, as typed. */
    message: operatorText(1000).optional(),
    reason: operatorText(200).optional(),
  })
  .strict()
export type AdminCancelDepartureType = z.infer<typeof AdminCancelDeparture>

/** Body of `POST /admin/experiences/:handle/slots`: a one-off slot outside the schedules. */
export const AdminCreateSlot = z
  .object({
    option_code: optionCode,
    date: localDate,
    start_time: localTime,
    duration_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    capacity: z.number().int().min(1).max(10_000),
  })
  .strict()
export type AdminCreateSlotType = z.infer<typeof AdminCreateSlot>

/** Query of `GET /admin/experiences/:handle/slots`: every slot between two dates (at most 62 days). */
export const AdminListExperienceSlots = z
  .object({ from: localDate, to: localDate, option_code: optionCode.optional() })
  .refine((q) => q.from <= q.to, { message: "`from` must not be after `to`", path: ["to"] })
export type AdminListExperienceSlotsType = z.infer<typeof AdminListExperienceSlots>

const scheduleRule = {
  weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  start_times: z.array(localTime).min(1).max(48),
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  capacity: z.number().int().min(1).max(10_000),
  valid_from: localDate,
  valid_to: localDate.nullable(),
}
const validityInOrder = {
  check: (b: { valid_from?: string; valid_to?: string | null }) =>
    !b.valid_from || !b.valid_to || b.valid_from <= b.valid_to,
  message: { message: "`valid_from` must not be after `valid_to`", path: ["valid_to"] },
}

/** Body of `POST /admin/schedules/:id`: a weekly schedule's new rule (any of its parts). */
export const AdminUpdateSchedule = z
  .object({
    weekdays: scheduleRule.weekdays.optional(),
    start_times: scheduleRule.start_times.optional(),
    duration_minutes: scheduleRule.duration_minutes.optional(),
    capacity: scheduleRule.capacity.optional(),
    valid_from: localDate.optional(),
    valid_to: localDate.nullable().optional(),
  })
  .strict()
  .refine(validityInOrder.check, validityInOrder.message)
export type AdminUpdateScheduleType = z.infer<typeof AdminUpdateSchedule>

/** Body of `POST /admin/experiences/:handle/schedules`: a new weekly schedule (a season) of an option. */
export const AdminCreateSchedule = z
  .object({
    option_code: optionCode,
    ...scheduleRule,
    valid_to: scheduleRule.valid_to.default(null),
  })
  .strict()
  .refine(validityInOrder.check, validityInOrder.message)
export type AdminCreateScheduleType = z.infer<typeof AdminCreateSchedule>
