import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

export type ContactReply = { id: string; reply: string }

/** Records the team's answer (the message becomes answered); compensation puts the previous answer and status back. */
export const recordContactReplyStep = createStep(
  "record-contact-reply",
  async (input: ContactReply, { container }) => {
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const [before] = await contact.listContactMessages(
      { id: input.id },
      { select: ["id", "status", "reply", "replied_at"], take: 1 },
    )
    if (!before) throw new BookingError(MedusaError.Types.NOT_FOUND, "contact_message_not_found")
    const after = await contact.updateContactMessages({
      id: input.id,
      reply: input.reply,
      replied_at: new Date(),
      status: "answered",
    })
    return new StepResponse(after, {
      id: before.id,
      status: before.status,
      reply: before.reply,
      replied_at: before.replied_at,
    })
  },
  async (previous, { container }) => {
    if (previous)
      await (container.resolve(CONTACT_MODULE) as ContactModuleService).updateContactMessages(
        previous,
      )
  },
)
