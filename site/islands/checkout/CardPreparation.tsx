import { useEffect, useState } from "react"
import { startCardPayment } from "../../lib/client/card-payment-actions"
import { ApiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import type { LeadGuest } from "../../lib/client/lead-guest"
import Spinner from "../ui/Spinner"
import type { CARD_MESSAGE_KEYS } from "./card-messages"

/** The spec's longest preparation before the redirect (§4, §9). */
export const PREPARATION_MS = 20_000

type Props = {
  locale: ClientLocale
  guest: LeadGuest
  messages: Record<(typeof CARD_MESSAGE_KEYS)[number], string>
  /** The preparation failed (a refusal, an outage, or 20 seconds without an answer). */
  onFailed: (error: unknown) => void
}

/**
 * The card checkout's preparation state: the cart is checked, its seats kept
 * for the payment and the provider's page created, with a progress bar over
 * the spec's 20 seconds; then the browser goes to the provider's page. No
 * provider script runs on our pages.
 */
export default function CardPreparation({ locale, guest, messages, onFailed }: Props) {
  const [elapsed, setElapsed] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const started = Date.now()
    const tick = setInterval(() => setElapsed(Math.min(PREPARATION_MS, Date.now() - started)), 250)
    const limit = setTimeout(() => controller.abort(), PREPARATION_MS)
    startCardPayment(locale, guest, controller.signal)
      .then((url) => location.assign(url))
      .catch((error) => {
        clearInterval(tick)
        const late = (error as Error)?.name === "AbortError"
        onFailed(
          late
            ? new ApiError(408, {
                code: "payment_timeout",
                message: messages["payment.preparing.slow"],
              })
            : error,
        )
      })
      .finally(() => clearTimeout(limit))
    return () => {
      clearInterval(tick)
      clearTimeout(limit)
    }
  }, [])

  const percent = Math.round((elapsed / PREPARATION_MS) * 100)
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl border border-dune-700 bg-white p-6"
      data-testid="card-preparing"
    >
      <p className="flex items-center gap-3 text-lg font-bold">
        <Spinner color="currentColor" label={null} />
        {messages["payment.preparing.title"]}
      </p>
      <p className="mt-2 text-stone-800">{messages["payment.preparing.text"]}</p>
      <progress
        className="mt-4 h-2 w-full accent-dune-700"
        max={100}
        value={percent}
        aria-label={messages["payment.preparing.title"]}
      />
    </div>
  )
}
