import { model } from "@medusajs/framework/utils"
import { LOCALES } from "@sendero/shared/locales"

/**
 * A message sent from the contact page, stored exactly as written (every
 * screen escapes it) and e-mailed to the support inbox. `status` is the
 * support team's: new, read, answered.
 */
export const ContactMessage = model
  .define("contact_message", {
    id: model.id({ prefix: "cmsg" }).primaryKey(),
    name: model.text(),
    email: model.text(),
    subject: model.text(),
    message: model.text(),
    locale: model.enum([...LOCALES]),
    status: model.enum(["new", "read", "answered"]).default("new"),
    /** The team's last answer, e-mailed from the admin in the sender's language. */
    reply: model.text().nullable(),
    replied_at: model.dateTime().nullable(),
  })
  .indexes([
    {
      name: "IDX_contact_message_status_created_at",
      on: ["status", "created_at"],
      where: "deleted_at IS NULL",
    },
  ])
