import { Module } from "@medusajs/framework/utils"
import HoldClientModuleService from "./service"

/** Module key of the hold-client module: the client each cart's holds count against. */
export const HOLD_CLIENT_MODULE = "holdClient"

export default Module(HOLD_CLIENT_MODULE, { service: HoldClientModuleService })
