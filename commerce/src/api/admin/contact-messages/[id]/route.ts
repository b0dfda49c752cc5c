import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateContactMessageWorkflow } from "../../../../workflows/contact/update-contact-message"
import type { AdminUpdateContactMessageType } from "../validators"

/** Marks a contact message new, read or answered. */
export async function POST(req: MedusaRequest<AdminUpdateContactMessageType>, res: MedusaResponse) {
  const { result } = await updateContactMessageWorkflow(req.scope).run({
    input: { id: req.params.id, status: req.validatedBody.status },
  })
  res.json({ contact_message: result })
}
