import { useEffect, useState } from "react"
import { pendingCardSession, readCardOutcome } from "../../lib/client/card-payment-actions"
import type { ClientLocale } from "../../lib/client/format"
import { outcomeTarget } from "../../lib/client/card-outcome-target"

type Props = {
  locale: ClientLocale
  successUrl: string
  errorUrl: string
  /** 'You came back without paying; your cart is intact.' */
  message: string
}

/**
 * The way back from the provider's page (`/checkout?payment=canceled`): a
 * declined card shows the spec's 'Pago fallido' page, a session paid after all
 * shows its order, and otherwise the checkout says the cart is intact.
 */
export default function CardReturn({ locale, successUrl, errorUrl, message }: Props) {
  const [canceled, setCanceled] = useState(false)

  useEffect(() => {
    if (new URLSearchParams(location.search).get("payment") !== "canceled") return
    history.replaceState(null, "", location.pathname)
    const pending = pendingCardSession()
    if (!pending) return setCanceled(true)
    readCardOutcome(locale, pending.cartId, pending.sessionId)
      .then((result) => {
        const target = outcomeTarget(result, { successUrl, errorUrl })
        if (target && result.outcome !== "expired") return location.replace(target)
        setCanceled(true)
      })
      .catch(() => setCanceled(true))
  }, [])

  if (!canceled) return null
  return (
    <p
      role="status"
      className="mb-6 rounded-lg bg-sand-50 p-4 font-medium"
      data-testid="card-canceled"
    >
      {message}
    </p>
  )
}
