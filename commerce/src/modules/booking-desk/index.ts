import { Module } from "@medusajs/framework/utils"
import BookingDeskModuleService from "./service"

/** Module key of the booking desk: the operators' search over bookings and each booking's history. */
export const BOOKING_DESK_MODULE = "bookingDesk"

export default Module(BOOKING_DESK_MODULE, { service: BookingDeskModuleService })
