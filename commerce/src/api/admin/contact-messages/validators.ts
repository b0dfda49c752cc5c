import { z } from "@medusajs/framework/zod"

export const CONTACT_MESSAGE_ID = /^cmsg_[0-9A-Z]{26}$/

/** Query of `GET /admin/contact-messages`: newest first, optionally one status. */
export const AdminListContactMessages = z.object({
  status: z.enum(["new", "read", "answered"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type AdminListContactMessagesType = z.infer<typeof AdminListContactMessages>

/** Body of `POST /admin/contact-messages/:id`. */
export const AdminUpdateContactMessage = z
  .object({ status: z.enum(["new", "read", "answered"]) })
  .strict()
export type AdminUpdateContactMessageType = z.infer<typeof AdminUpdateContactMessage>

/** Body of `POST /admin/contact-messages/:id/reply`: the team's answer, e-mailed to the sender. */
export const AdminReplyContactMessage = z
  .object({ reply: z.string().trim().min(1).max(5000) })
  .strict()
export type AdminReplyContactMessageType = z.infer<typeof AdminReplyContactMessage>
