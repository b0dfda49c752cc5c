import { useEffect, useState } from "react"
import { format } from "../../i18n/format"
import { claimCart, loadSession } from "../../lib/client/account-actions"
import type { ClientLocale } from "../../lib/client/format"
import { $session } from "../../stores/session"
import Button from "../ui/Button"
import { useHydratedStore } from "../ui/use-hydrated-store"
import LoginForm from "./LoginForm"
import type { CHECKOUT_LOGIN_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  forgotUrl: string
  messages: Record<(typeof CHECKOUT_LOGIN_MESSAGE_KEYS)[number], string>
}

/**
 * 'Log in for faster checkout': the login form opens in place, and once
 * logged in the cart becomes the customer's (so the order lands in their
 * account) and the lead guest is filled from the account (CheckoutForm reads
 * the session store). A logged-in traveller sees whose account it is.
 */
export default function CheckoutLogin({ locale, forgotUrl, messages }: Props) {
  // The header's account entry may have asked first: the server's render until hydrated (no #418).
  const customer = useHydratedStore($session, undefined)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    loadSession(locale)
      .then((c) => (c ? claimCart(locale) : undefined))
      .catch(() => $session.set($session.get() ?? null))
  }, [])

  if (customer) {
    return (
      <p className="text-sm text-stone-700" data-testid="checkout-logged-in">
        {format(messages["account.loggedInAs"], { name: customer.first_name || customer.email })}
      </p>
    )
  }
  if (!open) {
    return (
      <Button
        variant="third"
        prependIcon="passengers"
        label={messages["checkout.login"]}
        data-testid="checkout-login"
        aria-expanded="false"
        onClick={() => setOpen(true)}
      />
    )
  }
  return (
    <div
      className="w-full max-w-md rounded-xl border border-sand-100 bg-white p-4"
      data-testid="checkout-login-panel"
    >
      <div className="mb-3 flex items-center justify-between">
        <p className="font-semibold">{messages["checkout.login"]}</p>
        <Button
          variant="third"
          label={messages["auth.login.close"]}
          onClick={() => setOpen(false)}
        />
      </div>
      <LoginForm
        locale={locale}
        forgotUrl={forgotUrl}
        doneUrl=""
        messages={messages}
        onLoggedIn={async (c) => {
          if (c) await claimCart(locale)
          setOpen(false)
        }}
      />
    </div>
  )
}
