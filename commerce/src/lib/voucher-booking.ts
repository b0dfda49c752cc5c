import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"
import { verifyId } from "./signed-token"

/** The booking a voucher link's token names, or a 404 for a token this server did not sign. */
export function voucherBookingId(token: string) {
  const id = verifyId("voucher", token)
  if (!id) throw new BookingError(MedusaError.Types.NOT_FOUND, "voucher_not_found")
  return id
}
