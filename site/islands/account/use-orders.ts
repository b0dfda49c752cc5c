import { useEffect, useState } from "react"
import { knownSession, listOrders, type AccountOrder } from "../../lib/client/account-actions"
import { loginWithNext } from "../../lib/client/account-links"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"

/**
 * The traveller's orders, read once the island hydrates (and again after a
 * cancellation); without a session the login page is opened, to come back (the session is
 * known before the orders are asked for, so a visitor's browser logs no refused request).
 */
export function useOrders(locale: ClientLocale, loginUrl: string, fallback: string) {
  const [orders, setOrders] = useState<AccountOrder[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const toLogin = () => location.assign(loginWithNext(loginUrl, location.pathname))
    // A visitor goes to the login without asking for orders (a refused read is a console error).
    knownSession(locale)
      .then((customer) => (customer ? listOrders(locale) : null))
      .then((list) => (list ? setOrders(list) : toLogin()))
      .catch((failure) => {
        const ui = toUiError(failure, fallback)
        if (ui.status === 401) toLogin()
        else setError(ui.message)
      })
  }, [version])
  return { orders, error, reload: () => setVersion((v) => v + 1) }
}
