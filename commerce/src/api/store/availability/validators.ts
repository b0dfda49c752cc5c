import { z } from "@medusajs/framework/zod"

/**
 * Query of `GET /store/availability`: one local date and up to 200
 * experience handles (comma separated), as a search result page asks.
 */
export const StoreExperiencesAvailableOn = z.object({
  date: z.iso.date({ message: "Use a date as YYYY-MM-DD" }),
  handles: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((h) => h.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "Use experience handles"))
        .min(1)
        .max(200),
    ),
})
export type StoreExperiencesAvailableOnType = z.infer<typeof StoreExperiencesAvailableOn>
