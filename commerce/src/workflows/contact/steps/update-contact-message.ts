import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

export type ContactMessageChange = { id: string; status: "new" | "read" | "answered" }

/** Changes a message's status; compensation puts the previous one back. */
export const updateContactMessageStep = createStep(
  "update-contact-message",
  async (change: ContactMessageChange, { container }) => {
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const [before] = await contact.listContactMessages(
      { id: change.id },
      { select: ["id", "status"], take: 1 },
    )
    if (!before) throw new BookingError(MedusaError.Types.NOT_FOUND, "contact_message_not_found")
    const after = await contact.updateContactMessages(change)
    return new StepResponse(after, { id: before.id, status: before.status } as ContactMessageChange)
  },
  async (previous, { container }) => {
    if (previous)
      await (container.resolve(CONTACT_MODULE) as ContactModuleService).updateContactMessages(
        previous,
      )
  },
)
