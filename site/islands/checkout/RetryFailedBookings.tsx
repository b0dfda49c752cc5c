import { useState } from "react"
import { addBooking, type BookingRequest } from "../../lib/client/cart-actions"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import type { RETRY_MESSAGE_KEYS } from "./card-messages"

type Props = {
  locale: ClientLocale
  /** The failed bookings' requests, as the order recorded them. */
  requests: { request: BookingRequest; title: string; option: string }[]
  cartUrl: string
  messages: Record<(typeof RETRY_MESSAGE_KEYS)[number], string>
}

/**
 * Partial success's retry: puts the bookings that could not be booked into
 * a new cart with fresh holds, then opens the cart; says so when none of
 * them has seats any more.
 */
export default function RetryFailedBookings({ locale, requests, cartUrl, messages }: Props) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function retry() {
    setBusy(true)
    setProblem(null)
    let added = 0
    let last: unknown = null
    for (const { request, title, option } of requests) {
      try {
        await addBooking(locale, request, { title, option, url: "", image: null })
        added++
      } catch (error) {
        last = error
      }
    }
    if (added > 0) return location.assign(cartUrl)
    const ui = toUiError(last, messages["error.generic"])
    setProblem(ui.generic ? ui.message : messages["payment.partial.retryFailed"])
    setBusy(false)
  }

  return (
    <div className="mt-4">
      <Button
        label={messages["payment.partial.retry"]}
        loading={busy}
        onClick={() => void retry()}
        data-testid="retry-failed"
      />
      {problem && (
        <p role="alert" className="mt-2 text-red-800" data-testid="retry-failed-problem">
          {problem}
        </p>
      )}
    </div>
  )
}
