import { useStore } from "@nanostores/react"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { groupBookings } from "../../lib/client/bookings"
import { CART_NOTICE_KEY } from "../../lib/client/cart-actions"
import { onCartChange } from "../../lib/client/cart-sync"
import { loadCart } from "../../lib/client/cart-page-actions"
import { orderPlacedMeanwhile, placeOrderPayLater } from "../../lib/client/checkout-actions"
import { dialCodeOptions } from "../../lib/client/dial-codes"
import { toUiError, type UiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import {
  checkField,
  checkGuest,
  EMPTY_GUEST,
  keepGuest,
  LEAD_GUEST_FIELDS,
  prefillGuest,
  storedGuest,
  type FieldProblem,
  type LeadGuest,
  type LeadGuestField,
} from "../../lib/client/lead-guest"
import { $bookingLabels, $cart } from "../../stores/cart"
import { $session } from "../../stores/session"
import Button from "../ui/Button"
import CardPreparation from "./CardPreparation"
import LeadGuestFields from "./LeadGuestFields"
import OrderSummary, { OrderSummarySkeleton } from "./OrderSummary"
import type { CARD_MESSAGE_KEYS } from "./card-messages"
import type { CHECKOUT_MESSAGE_KEYS } from "./checkout-messages"

type Props = {
  locale: ClientLocale
  cartUrl: string
  successUrl: string
  termsUrl: string
  privacyUrl: string
  messages: Record<(typeof CHECKOUT_MESSAGE_KEYS)[number], string>
  cardMessages: Record<(typeof CARD_MESSAGE_KEYS)[number], string>
}

/** Refusals that send the traveller back to the cart's check with the API's reason. */
const BACK_TO_CART = new Set([
  "cart_needs_check",
  "hold_expired",
  "not_enough_seats",
  "cart_completed",
  "too_many_bookings",
  "slot_unavailable",
  "slot_sold_out",
  "experience_unavailable",
  "cart_empty",
])

/**
 * The checkout: lead guest details (checked on blur and on submit, the
 * first error focused, kept across reloads), payment choice (card: the
 * preparation, then the provider's page; or pay later), consent, and the order summary.
 */
export default function CheckoutForm({
  locale,
  cartUrl,
  successUrl,
  termsUrl,
  privacyUrl,
  messages,
  cardMessages,
}: Props) {
  const cart = useStore($cart)
  const labels = useStore($bookingLabels)
  const [loading, setLoading] = useState(true)
  const [guest, setGuest] = useState<LeadGuest>(EMPTY_GUEST)
  const [problems, setProblems] = useState<Partial<Record<LeadGuestField, FieldProblem>>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<UiError | null>(null)
  const [method, setMethod] = useState<"card" | "pay-later">("pay-later")
  const [preparing, setPreparing] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // Country names come from the browser's Intl (the server's may name a country otherwise): filled once hydrated.
  const [dialCodes, setDialCodes] = useState<ReturnType<typeof dialCodeOptions>>([])

  useEffect(() => {
    setGuest(storedGuest())
    setDialCodes(dialCodeOptions(locale))
    loadCart(locale)
      .catch((error) => setFailure(toUiError(error, messages["error.generic"])))
      .finally(() => setLoading(false))
  }, [])

  // The cart changed in another tab (travellers, a booking, a promo code): the summary follows.
  useEffect(() => onCartChange(() => void loadCart(locale).catch(() => {})), [])

  // A traveller who logs in (CheckoutLogin) gets the empty fields filled from the account.
  const customer = useStore($session)
  useEffect(() => {
    if (customer) setGuest((g) => prefillGuest(g, customer))
  }, [customer])

  const update = (field: LeadGuestField, value: string) => {
    const next = { ...guest, [field]: value }
    setGuest(next)
    keepGuest(next)
    if (problems[field])
      setProblems({ ...problems, [field]: checkField(field, value) ?? undefined })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = checkGuest(guest)
    setProblems(found)
    const first = LEAD_GUEST_FIELDS.find((f) => found[f])
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      return
    }
    setBusy(true)
    setFailure(null)
    if (method === "card") return setPreparing(true)
    try {
      const order = await placeOrderPayLater(locale, guest)
      keepGuest(null)
      location.assign(`${successUrl}?order_id=${encodeURIComponent(order.id)}`)
    } catch (error) {
      fail(error)
    }
  }

  /**
   * A cart that became an order meanwhile (another tab paid or placed it) shows that order; any
   * other refusal about the cart goes back to its check; anything else is shown above the form.
   */
  async function fail(error: unknown) {
    setPreparing(false)
    const ui = toUiError(error, messages["error.generic"])
    const placed = ui.code === "cart_completed" ? await orderPlacedMeanwhile(locale) : null
    if (placed) return location.assign(`${successUrl}?order_id=${placed.id}&placed=before`)
    if (BACK_TO_CART.has(ui.code) || ui.status === 409) {
      try {
        sessionStorage.setItem(CART_NOTICE_KEY, ui.message)
      } catch {
        // The cart shows its own check banner anyway.
      }
      location.assign(cartUrl)
      return
    }
    setFailure(ui)
    setBusy(false)
  }

  if (preparing)
    return <CardPreparation locale={locale} guest={guest} messages={cardMessages} onFailed={fail} />
  const bookings = groupBookings(cart?.items ?? [])
  if (!loading && (!cart || bookings.length === 0)) {
    return (
      <div
        className="rounded-xl border border-sand-100 bg-white p-8 text-center"
        data-testid="checkout-empty"
      >
        <p className="text-xl font-semibold">{messages["checkout.empty"]}</p>
        <Button className="mt-6" href={cartUrl} label={messages["checkout.backToCart"]} />
      </div>
    )
  }

  const legend = "float-left w-full text-lg font-bold"

  return (
    // While the cart loads (the server's render), the same layout with the summary's room and the
    // form inert: the loaded checkout takes its place without moving anything (issue 10, CLS).
    // Each column is placed in its cell, not ordered: a first paint of the page half parsed (the
    // summary there, the form not yet) already draws the summary in its own column.
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" aria-busy={loading || undefined}>
      {loading && (
        <p role="status" className="sr-only" data-testid="checkout-loading">
          {messages["cart.loading"]}
        </p>
      )}
      <div className="lg:col-start-2 lg:row-start-1">
        {loading || !cart ? (
          <OrderSummarySkeleton messages={messages} />
        ) : (
          <OrderSummary
            locale={locale}
            cart={cart}
            bookings={bookings}
            labels={labels}
            messages={messages}
          />
        )}
      </div>
      <form
        ref={form}
        className="space-y-8 lg:col-start-1 lg:row-start-1"
        noValidate
        inert={loading}
        onSubmit={(e) => void submit(e)}
        data-testid={loading ? undefined : "checkout-form"}
      >
        {failure && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 p-4 text-red-800"
            data-testid="checkout-failure"
          >
            <p className="font-semibold">{failure.message}</p>
            {failure.generic && <p className="mt-1 text-sm">{messages["checkout.problem"]}</p>}
          </div>
        )}
        <LeadGuestFields
          guest={guest}
          problems={problems}
          dialCodes={dialCodes}
          disabled={loading}
          legendClass={legend}
          messages={messages}
          onChange={update}
          onBlur={(field, value) =>
            setProblems({ ...problems, [field]: checkField(field, value) ?? undefined })
          }
        />
        <fieldset className="rounded-xl border border-sand-100 bg-white p-6" disabled={loading}>
          <legend className={legend}>{messages["checkout.payment"]}</legend>
          <div className="clear-both space-y-3 pt-4">
            <label className="flex items-start gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-dune-700">
              <input
                type="radio"
                name="payment"
                value="card"
                checked={method === "card"}
                onChange={() => setMethod("card")}
                className="mt-1 size-4 accent-dune-700"
              />
              <span>{messages["checkout.card"]}</span>
            </label>
            <label className="flex items-start gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-dune-700">
              <input
                type="radio"
                name="payment"
                value="pay-later"
                checked={method === "pay-later"}
                onChange={() => setMethod("pay-later")}
                className="mt-1 size-4 accent-dune-700"
              />
              <span>
                {messages["checkout.payLater"]}
                <span className="block text-sm text-stone-700">
                  {messages["checkout.payLaterText"]}
                </span>
              </span>
            </label>
          </div>
        </fieldset>
        <div>
          <p className="text-sm text-stone-800">
            {messages["checkout.consent"]}{" "}
            <a className="underline" href={termsUrl}>
              {messages["checkout.terms"]}
            </a>
            {" · "}
            <a className="underline" href={privacyUrl}>
              {messages["checkout.privacy"]}
            </a>
          </p>
          <Button
            className="mt-4"
            type="submit"
            loading={busy}
            disabled={loading}
            label={
              busy
                ? messages["checkout.working"]
                : method === "card"
                  ? cardMessages["payment.confirmCard"]
                  : messages["checkout.confirmPayLater"]
            }
            data-testid="checkout-confirm"
          />
        </div>
      </form>
    </div>
  )
}
