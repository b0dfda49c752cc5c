import { Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { useAdminQuery } from "../../../lib/api"
import { BookingChange } from "../../../components/booking-change"
import { BookingActions } from "../../../components/desk/booking-actions"
import { BookingFacts } from "../../../components/desk/booking-facts"
import { BookingMoney } from "../../../components/desk/booking-money"
import type { DeskBooking } from "../../../components/desk/types"

/**
 * One booking at the desk (from Bookings, the manifest and the order page):
 * its voucher's facts, its money and history, and its actions.
 */
const BookingPage = () => {
  const { id } = useParams()
  const { t } = useTranslation()
  const { data, error, reload, locale } = useAdminQuery<{ booking: DeskBooking }>(
    id ? `/admin/bookings/${id}` : null,
  )
  const booking = data?.booking
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Link className="txt-compact-small text-ui-fg-interactive" to="/bookings">
          ← {t("admin.desk.back")}
        </Link>
        <Heading level="h1">
          {booking
            ? t("admin.desk.booking_title", { reference: booking.reference })
            : t("admin.desk.facts")}
        </Heading>
      </div>
      {error && (
        <Text role="alert" className="text-ui-fg-error">
          {error}
        </Text>
      )}
      {booking && (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-4">
            <BookingFacts booking={booking} />
            <BookingMoney booking={booking} locale={locale} />
          </div>
          <div className="flex flex-col gap-4">
            {/* Change date, time or party (the change workflow refuses a cancelled or checked-in booking). */}
            {booking.status === "live" && (
              <BookingChange bookingId={booking.id} onChanged={reload} />
            )}
            <BookingActions booking={booking} locale={locale} done={reload} />
          </div>
        </div>
      )}
    </div>
  )
}

export default BookingPage
