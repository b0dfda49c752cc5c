import { useState } from "react"
import type { ClientLocale } from "../../lib/client/format"
import type { AccountBooking } from "../../lib/client/account-actions"
import CancelBooking from "./CancelBooking"
import type { ORDERS_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  booking: AccountBooking
  messages: Record<(typeof ORDERS_MESSAGE_KEYS)[number], string>
  /** Whether the cancel action is offered here (the order page), or only the voucher. */
  withCancel?: boolean
  onCancelled?: () => void
}

/**
 * One booking: the experience and option, date and time in the experience's
 * own time zone (named), travellers per band, the voucher and, while it is
 * ahead and not cancelled, the cancel action.
 */
export default function BookingItem({ locale, booking, messages, withCancel, onCancelled }: Props) {
  const cancelled = booking.status === "cancelled"
  // Cancelled here: the action stays to show its confirmation once the order is read again.
  const [cancelledHere, setCancelledHere] = useState(false)
  const when = `${booking.starts_text} (${booking.timezone})`
  const travellers = booking.travellers
    .filter((t) => t.count > 0)
    .map(
      (t) => `${messages[`voucher.band.${t.band}` as keyof typeof messages] ?? t.band}: ${t.count}`,
    )
    .join(", ")
  return (
    <li
      className="space-y-2 rounded-lg border border-sand-100 p-4"
      data-testid="account-booking"
      data-reference={booking.reference}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {booking.experience} · {booking.option}
        </p>
        {cancelled && (
          <span
            className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold"
            data-testid="booking-cancelled"
          >
            {messages["account.booking.cancelled"]}
          </span>
        )}
      </div>
      <p className="text-sm">
        <span className="font-mono">{booking.reference}</span> ·{" "}
        <time dateTime={booking.starts_at}>{when}</time>
      </p>
      <p className="text-sm text-stone-700">
        {messages["account.travellers"]}: {travellers}
      </p>
      <p className="text-sm">{booking.cancellation.text}</p>
      <div className="flex flex-wrap items-start gap-3">
        <a
          href={booking.link}
          className="text-sm font-semibold text-dune-700 underline"
          data-testid="booking-voucher"
        >
          {messages["account.voucher"]}
        </a>
      </div>
      {withCancel && (!cancelled || cancelledHere) && booking.upcoming && (
        <CancelBooking
          locale={locale}
          target={{ bookingId: booking.booking_id }}
          messages={messages}
          onCancelled={() => {
            setCancelledHere(true)
            onCancelled?.()
          }}
        />
      )}
    </li>
  )
}
