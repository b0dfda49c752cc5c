import { useEffect, useState } from "react"
import { claimGuestOrders, knownSession } from "../../lib/client/account-actions"
import { loginWithNext } from "../../lib/client/account-links"
import { toUiError } from "../../lib/client/errors"
import { plural, type ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import type { GUEST_CLAIM_LINK_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  loginUrl: string
  ordersUrl: string
  messages: Record<(typeof GUEST_CLAIM_LINK_MESSAGE_KEYS)[number], string>
}

/** The e-mailed claim link: adds the guest orders (logging in first when needed) and shows how many. */
export default function GuestOrdersClaimLink({ locale, loginUrl, ordersUrl, messages }: Props) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  useEffect(() => {
    const token = new URLSearchParams(location.search).get("token") ?? ""
    const toLogin = () =>
      location.assign(loginWithNext(loginUrl, location.pathname + location.search))
    // A visitor logs in first, without a refused claim (a 401 the browser would log as an error).
    knownSession(locale)
      .then((customer) => (customer ? claimGuestOrders(locale, token) : null))
      .then((claimed) =>
        claimed === null
          ? toLogin()
          : setResult({
              ok: true,
              message: plural(locale, messages, "account.claim.done", claimed),
            }),
      )
      .catch((failure) => {
        const ui = toUiError(failure, messages["error.generic"])
        if (ui.status === 401) toLogin()
        else setResult({ ok: false, message: ui.message })
      })
  }, [])
  if (!result) return <p>{messages["account.loading"]}</p>
  return (
    <div className="space-y-4">
      <p
        role={result.ok ? "status" : "alert"}
        className={result.ok ? "" : "text-red-800"}
        data-testid="guest-claim-result"
      >
        {result.message}
      </p>
      <Button href={ordersUrl} label={messages["account.orders"]} />
    </div>
  )
}
