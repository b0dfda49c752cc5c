import { useStore } from "@nanostores/react"
import { PUBLIC_DEFAULT_CURRENCY } from "astro:env/client"
import { useEffect, useState } from "react"
import { intlLocale, localePath, t, type Locale } from "../../i18n"
import { addBooking, choosePayLater, completeBookingCart, listSlots, type Slot } from "../../lib/commerce/bookings"
import { toCommerceError } from "../../lib/commerce/errors"
import { regionForCurrency } from "../../lib/commerce/regions"
import { sdk } from "../../lib/commerce/sdk"
import { $cartId } from "../../stores/cart"

type Props = { locale: Locale; handle: string; timeZone: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The walking skeleton of the booking journey: pick a slot and travellers,
 * hold the seats in a new cart, reserve with "pay later" and land on the
 * success page. The availability picker, cart and checkout islands replace it.
 */
export default function BookingSkeleton({ locale, handle, timeZone }: Props) {
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
      .catch((e) => setError(toCommerceError(e, t(locale, "error.generic")).message))
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
    if (!slotId) return setError(t(locale, "booking.chooseSlot"))
    if (!EMAIL.test(email)) return setError(t(locale, "booking.emailInvalid"))
    setBusy(true)
    setError(null)
    try {
      let id = cartId
      if (!id) {
        const region = await regionForCurrency(PUBLIC_DEFAULT_CURRENCY)
        const { cart } = await sdk.store.cart.create({ region_id: region.id, email })
        id = cart.id
        $cartId.set(id)
      }
      const { cart } = await addBooking(locale, id, {
        slot_id: slotId,
        travellers: { adult: adults, child: children },
      })
      await choosePayLater(cart)
      const { order } = await completeBookingCart(locale, id)
      $cartId.set(null)
      window.location.assign(
        `${localePath(locale, "/checkout/success")}?order_id=${encodeURIComponent(order.id)}`,
      )
    } catch (e) {
      setError(toCommerceError(e, t(locale, "error.generic")).message)
      setBusy(false)
    }
  }

  if (!slots && !error) return <p className="mt-4 text-sm">{t(locale, "booking.loading")}</p>

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
        <p>{t(locale, "booking.noSlots")}</p>
      ) : (
        <fieldset>
          <legend className="font-medium">{t(locale, "booking.slots")}</legend>
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
                  ? t(locale, "booking.soldOut")
                  : t(locale, "booking.seatsLeft", { count: slot.seats_left })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex gap-4">
        <label className="flex flex-col text-sm">
          {t(locale, "booking.adults")}
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
          {t(locale, "booking.children")}
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
        {t(locale, "booking.email")}
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
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-dune-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {busy ? t(locale, "booking.working") : t(locale, "booking.payLater")}
      </button>
    </form>
  )
}
