import { useStore } from "@nanostores/react"
import { PUBLIC_DEFAULT_CURRENCY } from "astro:env/client"
import { useEffect, useState } from "react"
import { intlLocale, localePath, type Locale } from "../../i18n"
import { format } from "../../i18n/format"
import type { Messages } from "../../i18n/messages"
import {
  addBooking,
  choosePayLater,
  completeBookingCart,
  createBookingCart,
  listSlots,
  type Slot,
} from "../../lib/commerce/bookings"
import { toCommerceError } from "../../lib/commerce/errors"
import { regionForCurrency } from "../../lib/commerce/regions"
import { $cartId } from "../../stores/cart"
import Button from "../ui/Button"

/** The messages the island shows: ExperienceDetail picks them on the server (i18n/messages.ts). */
export const BOOKING_MESSAGE_KEYS = [
  "error.generic",
  "booking.chooseSlot",
  "booking.emailInvalid",
  "booking.loading",
  "booking.noSlots",
  "booking.slots",
  "booking.soldOut",
  "booking.seatsLeft",
  "booking.adults",
  "booking.children",
  "booking.email",
  "booking.working",
  "booking.payLater",
] as const

type Props = {
  locale: Locale
  handle: string
  timeZone: string
  messages: Messages<(typeof BOOKING_MESSAGE_KEYS)[number]>
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The walking skeleton of the booking journey: pick a slot and travellers,
 * hold the seats in a new cart, reserve with "pay later" and land on the
 * success page. The availability picker, cart and checkout islands replace it.
 */
export default function BookingSkeleton({ locale, handle, timeZone, messages }: Props) {
  const t = (key: keyof typeof messages, params?: Record<string, string | number>) =>
    format(messages[key], params)
  const [slots, setSlots] = useState<Slot[] | null>(null)
  const [slotId, setSlotId] = useState("")
  const [adults, setAdults] = useState(2)
  const [children, setChildren] = useState(0)
  const [email, setEmail] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cartId = useStore($cartId)

  useEffect(() => {
    listSlots(locale, handle)
      .then(setSlots)
      .catch((e) => setError(toCommerceError(e, t("error.generic")).message))
  }, [locale, handle])

  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  })

  async function submit() {
    if (!slotId) return setError(t("booking.chooseSlot"))
    if (!EMAIL.test(email)) return setError(t("booking.emailInvalid"))
    setBusy(true)
    setError(null)
    try {
      let id = cartId
      if (!id) {
        const region = await regionForCurrency(PUBLIC_DEFAULT_CURRENCY)
        const { cart } = await createBookingCart(region.id, email)
        id = cart.id
        $cartId.set(id)
      }
      const { cart } = await addBooking(locale, id, {
        slot_id: slotId,
        travellers: { adult: adults, child: children },
      })
      await choosePayLater(cart)
      const { order, order_token } = await completeBookingCart(locale, id)
      $cartId.set(null)
      window.location.assign(
        `${localePath(locale, "/checkout/success")}?order_id=${encodeURIComponent(order.id)}&token=${encodeURIComponent(order_token)}`,
      )
    } catch (e) {
      setError(toCommerceError(e, t("error.generic")).message)
      setBusy(false)
    }
  }

  if (!slots && !error) return <p className="mt-4 text-sm">{t("booking.loading")}</p>

  return (
    <form
      className="mt-4 space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {slots && slots.length === 0 ? (
        <p>{t("booking.noSlots")}</p>
      ) : (
        <fieldset>
          <legend className="font-medium">{t("booking.slots")}</legend>
          {slots?.map((slot) => (
            <label key={slot.id} className="mt-2 flex items-center gap-2">
              <input
                type="radio"
                name="slot"
                value={slot.id}
                disabled={slot.seats_left === 0}
                checked={slotId === slot.id}
                onChange={() => setSlotId(slot.id)}
              />
              <span>{when.format(new Date(slot.starts_at))}</span>
              <span className="text-sm text-stone-600">
                {slot.seats_left === 0
                  ? t("booking.soldOut")
                  : t("booking.seatsLeft", { count: slot.seats_left })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex gap-4">
        <label className="flex flex-col text-sm">
          {t("booking.adults")}
          <input
            type="number"
            min={0}
            max={20}
            value={adults}
            onChange={(e) => setAdults(Number(e.target.value))}
            className="w-20 rounded border px-2 py-1"
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("booking.children")}
          <input
            type="number"
            min={0}
            max={20}
            value={children}
            onChange={(e) => setChildren(Number(e.target.value))}
            className="w-20 rounded border px-2 py-1"
          />
        </label>
      </div>
      <label className="flex flex-col text-sm">
        {t("booking.email")}
        <input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="rounded border px-2 py-1"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {/* While booking, the spinner shows; the hidden label still tells screen readers. */}
      <Button
        type="submit"
        loading={busy}
        label={busy ? t("booking.working") : t("booking.payLater")}
        className="w-full"
      />
    </form>
  )
}
