import { z } from "@medusajs/framework/zod"

/** Body of `POST /store/contact-messages` (the honeypot and timer are taken off before). */
export const StoreCreateContactMessage = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.string().trim().min(1).max(254).email(),
    subject: z.string().trim().min(1).max(150),
    message: z.string().trim().min(1).max(5000),
  })
  .strict()
export type StoreCreateContactMessageType = z.infer<typeof StoreCreateContactMessage>
