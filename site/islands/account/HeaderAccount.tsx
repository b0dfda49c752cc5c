import { useEffect } from "react"
import { knownSession, signOut } from "../../lib/client/session-actions"
import type { ClientLocale } from "../../lib/client/format"
import { $session } from "../../stores/session"
import Icon from "../ui/Icon"
import { useHydratedStore } from "../ui/use-hydrated-store"
import type { HEADER_ACCOUNT_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  loginUrl: string
  signUpUrl: string
  ordersUrl: string
  accountUrl: string
  homeUrl: string
  messages: Record<(typeof HEADER_ACCOUNT_MESSAGE_KEYS)[number], string>
  /** Where it sits: the header (compact) or the cart page (a sentence's place). */
  place?: "header" | "cart"
}

/**
 * The account entry on pages that already have islands: Login and Sign up
 * for a visitor, or the traveller's name with Orders and Sign Out. It asks
 * who is logged in once (a 200 either way) and renders nothing until then.
 */
export default function HeaderAccount({
  locale,
  loginUrl,
  signUpUrl,
  ordersUrl,
  accountUrl,
  homeUrl,
  messages,
  place = "header",
}: Props) {
  // The cart page has two of these, the checkout this and CheckoutLogin: the server's "not asked yet" until hydrated.
  const customer = useHydratedStore($session, undefined)
  useEffect(() => {
    if ($session.get() === undefined) knownSession(locale).catch(() => $session.set(null))
  }, [])
  // On one line each: 'Iniciar / sesión' broken over two lines made the header two rows (issue 27).
  const link = "rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap hover:bg-sand-100"
  const testid = place === "header" ? "header-account" : "cart-account"
  // One navigation landmark (the header's); the cart's entry is part of its sentence.
  const Wrapper = place === "header" ? "nav" : "div"
  const label = place === "header" ? messages["account.menu"] : undefined
  const wide =
    place === "header" ? "hidden items-center gap-1 md:flex" : "flex flex-wrap items-center gap-1"
  // Until the session is known: the visitor's entry, invisible, so its arrival moves nothing (CLS).
  if (customer === undefined) {
    return (
      <span className="contents" data-testid={`${testid}-pending`} aria-hidden="true">
        {place === "header" && <span className="invisible inline-flex size-9 md:hidden" />}
        <span className={`invisible ${wide}`}>
          <span className={link}>{messages["account.login"]}</span>
          <span className={link}>{messages["account.signup"]}</span>
        </span>
      </span>
    )
  }
  // On a phone the header has room for an icon only: it opens the account (or the login).
  const phone = place === "header" && (
    <a
      href={customer ? accountUrl : loginUrl}
      className="inline-flex size-9 items-center justify-center rounded-full hover:bg-sand-100 md:hidden"
      aria-label={messages["account.header"]}
      data-testid={`${testid}-phone`}
    >
      <Icon name="passengers" size={22} />
    </a>
  )
  if (!customer) {
    return (
      <>
        {phone}
        <Wrapper aria-label={label} className={wide} data-testid={testid}>
          <a href={loginUrl} className={link}>
            {messages["account.login"]}
          </a>
          <a href={signUpUrl} className={link}>
            {messages["account.signup"]}
          </a>
        </Wrapper>
      </>
    )
  }
  return (
    <>
      {phone}
      <Wrapper aria-label={label} className={wide} data-testid={testid}>
        <span className="px-2 text-sm font-semibold" data-testid={`${testid}-name`}>
          {customer.first_name || customer.email}
        </span>
        <a href={ordersUrl} className={link}>
          {messages["account.orders"]}
        </a>
        <button
          type="button"
          className={link}
          data-testid={`${testid}-sign-out`}
          onClick={() =>
            void signOut(locale).then(
              () => location.assign(homeUrl),
              () => location.reload(),
            )
          }
        >
          {messages["account.signOut"]}
        </button>
      </Wrapper>
    </>
  )
}
