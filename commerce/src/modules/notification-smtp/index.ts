import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import SmtpNotificationService from "./service"

/** E-mail over SMTP (nodemailer) with Sendero's own MJML templates in Spanish and English. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationService] })
