import { Module } from "@medusajs/framework/utils"
import ReconcileOnStartService from "./service"

/**
 * Runs the reconcile jobs once as the process that runs jobs starts, so a
 * restart after a crash settles what it left at once, not at the next minute.
 */
export const RECONCILE_ON_START_MODULE = "reconcile_on_start"

export default Module(RECONCILE_ON_START_MODULE, { service: ReconcileOnStartService })
