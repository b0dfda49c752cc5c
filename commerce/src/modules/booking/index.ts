import { Module } from "@medusajs/framework/utils"
import BookingModuleService from "./service"

/** Module key of the booking module: slots, holds and bookings of experiences. */
export const BOOKING_MODULE = "booking"

export default Module(BOOKING_MODULE, { service: BookingModuleService })
