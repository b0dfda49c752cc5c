import { useStore } from "@nanostores/react"
import { useEffect, useState } from "react"
import { format } from "../../i18n/format"
import { loadSession, signOut } from "../../lib/client/account-actions"
import { loginWithNext } from "../../lib/client/account-links"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import { $session } from "../../stores/session"
import Button from "../ui/Button"
import type { ACCOUNT_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  loginUrl: string
  ordersUrl: string
  homeUrl: string
  messages: Record<(typeof ACCOUNT_MESSAGE_KEYS)[number], string>
}

/** The account page: who is logged in, their orders, and signing out. Visitors go to the login. */
export default function AccountHome({ locale, loginUrl, ordersUrl, homeUrl, messages }: Props) {
  const customer = useStore($session)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    loadSession(locale)
      .then((c) => {
        if (!c) location.assign(loginWithNext(loginUrl, location.pathname))
      })
      .catch((failure) => setError(toUiError(failure, messages["error.generic"]).message))
  }, [])

  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {error}
      </p>
    )
  if (!customer) return <p>{messages["account.loading"]}</p>
  return (
    <div
      className="space-y-6 rounded-xl border border-sand-100 bg-white p-6"
      data-testid="account-home"
    >
      <p className="text-lg" data-testid="account-greeting">
        {format(messages["account.greeting"], { name: customer.first_name || customer.email })}
      </p>
      <p className="text-sm text-stone-700">{customer.email}</p>
      <div className="flex flex-wrap gap-3">
        <Button href={ordersUrl} prependIcon="passengers" label={messages["account.orders"]} />
        <Button
          variant="outlined"
          loading={busy}
          label={busy ? messages["account.working"] : messages["account.signOut"]}
          data-testid="sign-out"
          onClick={() => {
            setBusy(true)
            signOut(locale)
              .then(() => location.assign(homeUrl))
              .catch((failure) => {
                setError(toUiError(failure, messages["error.generic"]).message)
                setBusy(false)
              })
          }}
        />
      </div>
    </div>
  )
}
