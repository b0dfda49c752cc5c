import type { DayOffer } from "../../lib/client/availability"
import type { DayOption } from "../../lib/client/booking-math"
import { formatMinor, type ClientLocale } from "../../lib/client/format"

type Props = {
  locale: ClientLocale
  currency: string
  /** The pickup points to choose from (the slot's own times when it has them); null: no pickup. */
  pickupPoints: DayOffer["pickup_points"] | null
  pickup: string
  onPickup: (pointId: string) => void
  /** The option's extras. */
  extras: DayOption["extras"]
  /** The codes of the extras chosen. */
  chosen: string[]
  onExtras: (codes: string[]) => void
  messages: Record<string, string>
}

/** What comes with a booking besides its seats: where the traveller is picked up, and the extras. */
export default function AddOns({
  locale,
  currency,
  pickupPoints,
  pickup,
  onPickup,
  extras,
  chosen,
  onExtras,
  messages,
}: Props) {
  return (
    <>
      {pickupPoints && (
        <label className="block text-sm">
          <span className="font-semibold">{messages["picker.pickup"]}</span>
          <select
            className="mt-1 block w-full rounded-md border border-stone-300 px-2 py-2"
            value={pickup}
            onChange={(e) => onPickup(e.target.value)}
          >
            <option value="">{messages["picker.pickupChoose"]}</option>
            {pickupPoints.map((p) => (
              <option key={p.id} value={p.id}>
                {[p.name, p.time].filter(Boolean).join(" · ")}
              </option>
            ))}
          </select>
        </label>
      )}

      {extras.length > 0 && (
        <fieldset>
          <legend className="font-semibold">{messages["picker.extras"]}</legend>
          {extras.map((x) => (
            <label key={x.code} className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-dune-700"
                checked={chosen.includes(x.code)}
                onChange={(e) =>
                  onExtras(
                    e.target.checked ? [...chosen, x.code] : chosen.filter((c) => c !== x.code),
                  )
                }
              />
              <span>
                {x.title}
                {x.price !== null &&
                  ` · ${formatMinor(locale, Math.round(x.price * 100), currency)} ${messages[x.per === "booking" ? "picker.perBooking" : "picker.perPerson"]}`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  )
}
