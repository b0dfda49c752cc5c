import { Module } from "@medusajs/framework/utils"
import ContactModuleService from "./service"

/** Module key of the contact module: messages from the contact page. */
export const CONTACT_MODULE = "contact"

export default Module(CONTACT_MODULE, { service: ContactModuleService })
