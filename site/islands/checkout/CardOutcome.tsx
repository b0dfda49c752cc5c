import { useEffect, useState } from "react"
import {
  cardSessionCart,
  readCardOutcome,
  readLinkOutcome,
} from "../../lib/client/card-payment-actions"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import { $cartId } from "../../stores/cart"
import { outcomeTarget } from "../../lib/client/card-outcome-target"
import Spinner from "../ui/Spinner"
import type { CARD_OUTCOME_MESSAGE_KEYS } from "./card-messages"

/** How often and how long the page asks before it gives up waiting (the webhook usually decides in a second). */
const POLL_MS = 1_500
const GIVE_UP_MS = 60_000

type Props = {
  locale: ClientLocale
  sessionId: string
  /** The result pages: the order's page, the failure page. */
  successUrl: string
  errorUrl: string
  messages: Record<(typeof CARD_OUTCOME_MESSAGE_KEYS)[number], string>
  /** A payment link's return (`?order_id=` beside the session): its outcome is read from the session alone, without a cart. */
  linkOrderId?: string | null
}

/**
 * The spec's in-progress state after the provider's page: asks the API how
 * the payment ended (it settles it if the webhook has not yet) until it is
 * decided, then shows the order (success or partial success) or the failure.
 */
export default function CardOutcome({
  locale,
  sessionId,
  successUrl,
  errorUrl,
  messages,
  linkOrderId,
}: Props) {
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    // The cart this tab paid for, even if the browser has forgotten it since (an order placed in another tab).
    const cartId = cardSessionCart(sessionId) ?? $cartId.get()
    if (!cartId && !linkOrderId) return setProblem(messages["payment.progress.missing"])
    const read = () =>
      linkOrderId ? readLinkOutcome(locale, sessionId) : readCardOutcome(locale, cartId!, sessionId)
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      try {
        const target = outcomeTarget(await read(), { successUrl, errorUrl })
        if (target) return location.replace(target)
      } catch (error) {
        const ui = toUiError(error, messages["error.generic"])
        if (ui.status === 404) return setProblem(messages["payment.progress.missing"])
        if (ui.status > 0 && ui.status < 500) return setProblem(ui.message)
      }
      if (Date.now() - started < GIVE_UP_MS) timer = setTimeout(() => void ask(), POLL_MS)
      else setProblem(messages["error.generic"])
    }
    void ask()
    return () => clearTimeout(timer)
  }, [])

  if (problem) {
    return (
      <p role="alert" className="text-lg font-semibold" data-testid="card-outcome-problem">
        {problem}
      </p>
    )
  }
  return (
    <div role="status" aria-live="polite" data-testid="card-in-progress">
      <p className="flex items-center justify-center gap-3 text-2xl font-bold">
        <Spinner color="currentColor" label={null} />
        {messages["payment.progress.title"]}
      </p>
      <p className="mt-3 text-stone-800">{messages["payment.progress.text"]}</p>
    </div>
  )
}
