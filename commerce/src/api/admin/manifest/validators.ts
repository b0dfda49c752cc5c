import { z } from "@medusajs/framework/zod"
import { LOCALES } from "../../../lib/i18n/messages"

const localDate = z.iso.date({ message: "Use a date as YYYY-MM-DD" })

/**
 * Query of `GET /admin/manifest` (and its CSV): a local date (the
 * experience's today when absent), optionally one experience; `locale` lets a
 * plain download link (no headers) ask for the admin's language.
 */
export const AdminManifestQuery = z.object({
  date: localDate.optional(),
  handle: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, "Use an experience handle")
    .optional(),
  locale: z.enum(LOCALES).optional(),
})
export type AdminManifestQueryType = z.infer<typeof AdminManifestQuery>

const reference = z.string().trim().min(1).max(40)

/**
 * Body of `POST /admin/manifest/check-in`: the voucher reference, scanned or
 * typed; the manifest's date (the experience's today when absent); and the
 * admin's confirmation to let an unpaid booking in.
 */
export const AdminCheckIn = z
  .object({ reference, date: localDate.optional(), confirm_unpaid: z.boolean().optional() })
  .strict()
export type AdminCheckInType = z.infer<typeof AdminCheckIn>

/** Body of `POST /admin/manifest/check-in/undo`: the reference of the booking to take back. */
export const AdminUndoCheckIn = z.object({ reference }).strict()
export type AdminUndoCheckInType = z.infer<typeof AdminUndoCheckIn>
