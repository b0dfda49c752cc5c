import { Module } from "@medusajs/framework/utils"
import ComboModuleService from "./service"

/** Module key of the combo module: experiences sold together at a bundle price. */
export const COMBO_MODULE = "combo"

export default Module(COMBO_MODULE, { service: ComboModuleService })
