import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import QRCode from "qrcode"
import { BookingError } from "../../../../lib/booking-error"
import { requestLocale } from "../../../../lib/i18n/request-locale"
import { verifyId } from "../../../../lib/signed-token"
import { readOrderMoney } from "../../../../lib/order-money"
import { buildVouchers } from "../../../../lib/vouchers"

/**
 * A booking's voucher by the signed token of its e-mail link: what a guest
 * opens at the meeting point without an account. A token this server did not
 * sign, or a booking that no longer exists, is a 404. The voucher carries its
 * QR code as SVG markup (`qr_svg`) for the storefront's printable page, and
 * `unpaid` while its order has taken no money (pay later): the page then says
 * "reserved, not yet paid", as the e-mail's vouchers do (issue 27.9).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const bookingId = verifyId("voucher", req.params.token)
  const [voucher] = bookingId
    ? await buildVouchers(req.scope, { id: [bookingId] }, requestLocale(req))
    : []
  if (!voucher) throw new BookingError(MedusaError.Types.NOT_FOUND, "voucher_not_found")
  // The page at the meeting point draws the same QR code as the e-mail, as SVG.
  const qr_svg = await QRCode.toString(voucher.reference, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  })
  const money = voucher.order_id ? await readOrderMoney(req.scope, voucher.order_id) : undefined
  res.json({ voucher: { ...voucher, qr_svg, unpaid: money?.state === "unpaid" } })
}
