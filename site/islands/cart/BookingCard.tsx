import { useEffect, useState } from "react"
import { format } from "../../i18n/format"
import type { BookingView } from "../../lib/client/bookings"
import type { CartCheck } from "../../lib/client/cart-page-actions"
import { holdLeft } from "../../lib/client/countdown"
import { formatLocalSlot, formatMajor, plural, type ClientLocale } from "../../lib/client/format"
import type { BookingLabel } from "../../stores/cart"
import Button from "../ui/Button"
import Stepper from "../booking/Stepper"

type Props = {
  locale: ClientLocale
  booking: BookingView
  label: BookingLabel | undefined
  state: CartCheck["bookings"][number]["state"] | undefined
  currency: string
  messages: Record<string, string>
  busy: boolean
  error: string | null
  onChange: (travellers: Record<string, number>) => void
  onRemove: () => void
}

/** One booking of the cart: what, when, who, price, the hold's countdown; change travellers, remove. */
export default function BookingCard({
  locale,
  booking,
  label,
  state,
  currency,
  messages,
  busy,
  error,
  ...on
}: Props) {
  const [now, setNow] = useState(() => Date.now())
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<Record<string, number>>(() =>
    Object.fromEntries(booking.travellers.map((t) => [t.band, t.count])),
  )
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const left = holdLeft(label?.expiresAt, now)
  const expired = Boolean(label?.expiresAt) && !left
  const bands: string[] = booking.travellers.length
    ? booking.travellers.map((t) => t.band)
    : ["adult"]

  return (
    <li
      className={`rounded-xl border bg-white p-4 ${state === "unavailable" ? "border-red-700" : state === "price_changed" ? "border-dune-700" : "border-sand-100"}`}
      data-testid="cart-booking"
      data-state={state ?? "available"}
    >
      <div className="flex gap-4">
        {label?.image && (
          <img
            src={label.image}
            alt=""
            width={96}
            height={72}
            className="h-18 w-24 shrink-0 rounded-lg object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {label?.url ? (
              <a href={label.url} className="hover:underline">
                {label.title || booking.title}
              </a>
            ) : (
              booking.title
            )}
          </p>
          {(label?.option || booking.option) && (
            <p className="text-sm text-stone-700">{label?.option || booking.option}</p>
          )}
          {booking.localDate && booking.startTime && (
            <p className="text-sm" data-testid="cart-booking-when">
              {formatLocalSlot(locale, booking.localDate, booking.startTime)} ({booking.timezone})
            </p>
          )}
          <p className="text-sm" data-testid="cart-booking-travellers">
            {booking.items
              ? plural(locale, messages, "picker.items", booking.items.count)
              : booking.travellers
                  .map((t) => `${messages[`band.${t.band}`]}: ${t.count}`)
                  .join(" · ")}
          </p>
          {booking.extras.length > 0 && (
            <p className="text-sm">
              {booking.extras.map((x) => `${x.title} × ${x.quantity}`).join(" · ")}
            </p>
          )}
          {state && state !== "available" && (
            <p className="mt-1 text-sm font-semibold text-red-700" data-testid="cart-booking-state">
              {messages[`cart.state.${state}`]}
            </p>
          )}
        </div>
        <p className="font-bold" data-testid="cart-booking-price">
          {formatMajor(locale, booking.total, currency)}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        {left ? (
          <p className="text-green-800" data-testid="hold-countdown">
            {format(messages["cart.held"], { time: left })}
          </p>
        ) : expired ? (
          <p className="flex flex-wrap items-center gap-2 text-red-700" data-testid="hold-expired">
            {messages["cart.expired"]}
            <Button
              variant="third"
              label={messages["cart.rehold"]}
              loading={busy}
              onClick={() => on.onChange(draft)}
            />
          </p>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {!booking.items && (
            <Button
              variant="third"
              label={messages["cart.change"]}
              onClick={() => setEditing(!editing)}
              aria-expanded={editing}
            />
          )}
          <Button
            variant="outlined"
            label={messages["cart.remove"]}
            onClick={on.onRemove}
            disabled={busy}
            data-testid="cart-remove"
          />
        </div>
      </div>
      {editing && (
        <div className="mt-3 rounded-lg bg-sand-100 p-3">
          {(["adult", "child", "infant"] as const)
            .filter((b) => bands.includes(b) || b !== "infant" || draft.infant)
            .map((band) => (
              <Stepper
                key={band}
                id={`${booking.key}-${band}`}
                label={messages[`band.${band}`]}
                value={draft[band] ?? 0}
                min={band === "adult" && (draft.infant ?? 0) > 0 ? 1 : 0}
                max={band === "infant" ? (draft.adult ?? 0) : 50}
                messages={messages}
                onChange={(n) => setDraft({ ...draft, [band]: n })}
              />
            ))}
          <Button
            label={messages["cart.save"]}
            loading={busy}
            onClick={() => on.onChange(draft)}
            data-testid="cart-save"
          />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700" data-testid="cart-booking-error">
          {error}
        </p>
      )}
    </li>
  )
}
