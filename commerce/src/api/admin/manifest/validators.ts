import { z } from "@medusajs/framework/zod"

/** Query of `GET /admin/manifest` (and its CSV): a local date, optionally one experience. */
export const AdminManifestQuery = z.object({
  date: z.iso.date({ message: "Use a date as YYYY-MM-DD" }),
  handle: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, "Use an experience handle").optional(),
})
export type AdminManifestQueryType = z.infer<typeof AdminManifestQuery>

/** Body of `POST /admin/manifest/check-in`: the voucher reference, scanned or typed. */
export const AdminCheckIn = z
  .object({ reference: z.string().trim().min(1).max(40) })
  .strict()
export type AdminCheckInType = z.infer<typeof AdminCheckIn>
