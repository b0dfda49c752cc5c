import { z } from "@medusajs/framework/zod"

/** Query of `GET /store/experiences/:handle/slots`: a window of days, today onwards by default. */
export const StoreListExperienceSlots = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type StoreListExperienceSlotsType = z.infer<typeof StoreListExperienceSlots>
