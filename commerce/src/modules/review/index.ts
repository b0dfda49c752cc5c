import { Module } from "@medusajs/framework/utils"
import ReviewModuleService from "./service"

/** Module key of the review module: travellers' reviews of experiences. */
export const REVIEW_MODULE = "review"

export default Module(REVIEW_MODULE, { service: ReviewModuleService })
