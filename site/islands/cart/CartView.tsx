import { useStore } from "@nanostores/react"
import { useEffect, useState, type FormEvent } from "react"
import { groupBookings } from "../../lib/client/bookings"
import { CART_NOTICE_KEY } from "../../lib/client/cart-actions"
import { onCartChange } from "../../lib/client/cart-sync"
import {
  applyPromoCode,
  loadCart,
  removeBooking,
  removePromoCode,
  checkCart,
  updateBooking,
  type CartCheck,
} from "../../lib/client/cart-page-actions"
import { ApiError, toUiError } from "../../lib/client/errors"
import { formatMajor, type ClientLocale } from "../../lib/client/format"
import { $bookingLabels, $cart } from "../../stores/cart"
import Button from "../ui/Button"
import AppliedCodes from "./AppliedCodes"
import BookingCard from "./BookingCard"
import CartTotals from "./CartTotals"
import CartSkeleton from "./CartSkeleton"
import type { CART_MESSAGE_KEYS } from "./cart-messages"

type Props = {
  locale: ClientLocale
  exploreUrl: string
  checkoutUrl: string
  messages: Record<(typeof CART_MESSAGE_KEYS)[number], string>
}

/**
 * The cart: one card per booking, promo code, discount and total, the check
 * banner (unavailable bookings, updated prices) with 'review and proceed'.
 */
export default function CartView({ locale, exploreUrl, checkoutUrl, messages }: Props) {
  const cart = useStore($cart)
  const labels = useStore($bookingLabels)
  const [state, setState] = useState<"loading" | "ready" | "error">("loading")
  const [check, setCheck] = useState<CartCheck | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [lineError, setLineError] = useState<{ key: string; message: string } | null>(null)
  const [promo, setPromo] = useState("")
  const [promoError, setPromoError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const generic = messages["error.generic"]

  async function refresh() {
    try {
      const loaded = await loadCart(locale)
      setCheck(loaded && loaded.items?.length ? await checkCart(locale) : null)
      setState("ready")
    } catch {
      setState("error")
    }
  }

  useEffect(() => {
    try {
      setNotice(sessionStorage.getItem(CART_NOTICE_KEY))
      sessionStorage.removeItem(CART_NOTICE_KEY)
    } catch {
      // Storage refused: there is no notice to show.
    }
    void refresh()
  }, [])

  // Travellers changed, a booking added or removed in another tab: this one reads the cart again.
  useEffect(() => onCartChange(() => void refresh()), [])

  async function act(key: string, action: () => Promise<unknown>) {
    setBusy(key)
    setLineError(null)
    try {
      await action()
      await refresh()
    } catch (error) {
      setLineError({ key, message: toUiError(error, generic).message })
    } finally {
      setBusy(null)
    }
  }

  async function submitPromo(event: FormEvent) {
    event.preventDefault()
    const code = promo.trim().toUpperCase()
    if (!code) return
    setBusy("promo")
    setPromoError(null)
    try {
      const updated = await applyPromoCode(locale, code)
      // Medusa leaves out a code it cannot apply for a reason the API did not name.
      if (!(updated.promotions ?? []).some((p) => p.code?.toUpperCase() === code))
        setPromoError(messages["cart.promoNotApplicable"])
      else setPromo("")
      await refresh()
    } catch (error) {
      // The API says why a code does not apply (promo_unknown, promo_expired,
      // promo_minimum_spend with its amount, promo_not_applicable), in the page's language.
      const refused =
        error instanceof ApiError && error.code.startsWith("promo_") && error.message
          ? error.message
          : null
      setPromoError(
        refused ??
          (error instanceof ApiError && error.status === 400
            ? messages["cart.promoUnknown"]
            : toUiError(error, generic).message),
      )
    } finally {
      setBusy(null)
    }
  }

  /** Review and proceed: unavailable bookings leave the cart, repriced ones are held again at today's price. */
  async function proceed() {
    if (!check) return
    setBusy("check")
    try {
      for (const b of check.bookings) {
        if (b.state === "unavailable") await removeBooking(locale, b.hold_id)
      }
      for (const b of check.bookings) {
        if (b.state !== "price_changed") continue
        const booking = groupBookings(cart?.items ?? []).find((x) => x.holdId === b.hold_id)
        if (booking) {
          await updateBooking(locale, b.hold_id, {
            travellers: Object.fromEntries(booking.travellers.map((t) => [t.band, t.count])),
          })
        }
      }
      await refresh()
    } catch (error) {
      setNotice(toUiError(error, generic).message)
    } finally {
      setBusy(null)
    }
  }

  if (state === "loading") return <CartSkeleton messages={messages} />
  if (state === "error") return <p role="alert">{generic}</p>

  const bookings = groupBookings(cart?.items ?? [])
  if (!cart || bookings.length === 0) {
    return (
      <div className="rounded-xl border border-sand-100 bg-white p-8 text-center">
        {notice && (
          <p role="alert" className="mb-4 text-red-700">
            {notice}
          </p>
        )}
        <p className="text-xl font-semibold" data-testid="cart-empty">
          {messages["cart.empty"]}
        </p>
        <p className="mt-2 text-stone-700">{messages["cart.emptyText"]}</p>
        <Button
          className="mt-6"
          href={exploreUrl}
          label={messages["cart.explore"]}
          appendIcon="chevron-right"
        />
      </div>
    )
  }

  const money = (amount: number) => formatMajor(locale, amount, cart.currency_code)
  const stateOf = (holdId: string | null) =>
    check?.bookings.find((b) => b.hold_id === holdId)?.state
  const codes = (cart.promotions ?? []).map((p) => p.code).filter((c): c is string => Boolean(c))

  return (
    <div className="space-y-6">
      {notice && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-testid="cart-notice">
          {notice}
        </p>
      )}
      {check?.banner && (
        <div
          role="alert"
          className="rounded-lg border border-dune-700 bg-sand-100 p-4"
          data-testid="check-banner"
          data-banner={check.banner}
        >
          <p className="font-semibold">{messages[`cart.check.${check.banner}`]}</p>
          <p className="mt-1" data-testid="check-new-total">
            {messages["cart.newTotal"]}: <strong>{money(check.new_total)}</strong>
          </p>
          <Button
            className="mt-3"
            label={messages["cart.check.proceed"]}
            loading={busy === "check"}
            onClick={() => void proceed()}
            data-testid="check-proceed"
          />
        </div>
      )}
      <section aria-labelledby="cart-bookings">
        <h2 id="cart-bookings" className="sr-only">
          {messages["cart.bookings"]}
        </h2>
        <ul className="space-y-4">
          {bookings.map((booking) => (
            <BookingCard
              key={booking.key}
              locale={locale}
              booking={booking}
              label={booking.holdId ? labels[booking.holdId] : undefined}
              state={stateOf(booking.holdId)}
              currency={cart.currency_code}
              messages={messages}
              busy={busy === booking.key}
              error={lineError?.key === booking.key ? lineError.message : null}
              onChange={(travellers) =>
                booking.holdId &&
                void act(booking.key, () => updateBooking(locale, booking.holdId!, { travellers }))
              }
              onRemove={() =>
                booking.holdId &&
                void act(booking.key, () => removeBooking(locale, booking.holdId!))
              }
            />
          ))}
        </ul>
      </section>
      <form
        onSubmit={(e) => void submitPromo(e)}
        className="rounded-xl border border-sand-100 bg-white p-4"
        noValidate
      >
        <label htmlFor="promo-code" className="font-semibold">
          {messages["cart.promo"]}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="promo-code"
            name="promo"
            value={promo}
            onChange={(e) => setPromo(e.target.value)}
            autoComplete="off"
            aria-invalid={Boolean(promoError)}
            aria-describedby={promoError ? "promo-error" : undefined}
            className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 uppercase"
          />
          <Button
            type="submit"
            variant="outlined"
            label={messages["cart.promoApply"]}
            loading={busy === "promo"}
          />
        </div>
        {(check?.promo_removed ?? []).map((removed) => (
          <p
            key={removed.code}
            role="status"
            className="mt-2 text-sm text-red-700"
            data-testid="promo-removed"
            data-code={removed.code}
          >
            {messages["cart.promoRemoved"].replace("{code}", removed.code)} {removed.message}
          </p>
        ))}
        {promoError && (
          <p
            id="promo-error"
            role="alert"
            className="mt-2 text-sm text-red-700"
            data-testid="promo-error"
          >
            {promoError}
          </p>
        )}
        <AppliedCodes
          codes={codes}
          messages={messages}
          onRemove={(code) => {
            // The refusal shown for another code no longer stands once this one is removed.
            setPromoError(null)
            void act("promo", () => removePromoCode(locale, code))
          }}
        />
      </form>
      <CartTotals cart={cart} money={money} messages={messages} />
      <Button
        className="w-full"
        href={check?.needs_check ? undefined : checkoutUrl}
        disabled={Boolean(check?.needs_check)}
        label={messages["cart.checkout"]}
        appendIcon="chevron-right"
        data-testid="cart-checkout"
      />
    </div>
  )
}
