import { MedusaService } from "@medusajs/framework/utils"
import { ContactMessage } from "./models/contact-message"

/** Messages from the contact page. */
class ContactModuleService extends MedusaService({ ContactMessage }) {}

export default ContactModuleService
