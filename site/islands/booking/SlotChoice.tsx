import type { ReactNode } from "react"
import type { DayOption } from "../../lib/client/booking-math"
import { plural, type ClientLocale } from "../../lib/client/format"

/** Under this many seats a slot says 'Quedan N plazas' / 'Only N left'. */
export const FEW_SEATS = 5

type Props = {
  locale: ClientLocale
  legend: string
  slots: DayOption["slots"]
  slotId: string | null
  messages: Record<string, string>
  onPick: (slotId: string) => void
  /** What is said about the slot (a refusal), under the slots. */
  children?: ReactNode
}

/** An option's start times as radio chips, each with its seats left; sold-out ones shown but not selectable. */
export default function SlotChoice({
  locale,
  legend,
  slots,
  slotId,
  messages,
  onPick,
  children,
}: Props) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {slots.map((s) => {
          const soldOut = s.seats_left <= 0
          return (
            <label
              key={s.id}
              data-testid="slot"
              data-slot-id={s.id}
              className={`flex min-w-20 flex-col items-center rounded-md border px-3 py-1.5 text-sm ${
                soldOut
                  ? "border-stone-300 text-stone-600 line-through"
                  : s.id === slotId
                    ? "border-dune-700 bg-dune-700 text-white"
                    : "cursor-pointer border-stone-300 hover:border-dune-700"
              } has-focus-visible:outline-2 has-focus-visible:outline-dune-700`}
            >
              <input
                type="radio"
                name="slot"
                className="sr-only"
                value={s.id}
                disabled={soldOut}
                checked={s.id === slotId}
                onChange={() => onPick(s.id)}
              />
              <span className="font-semibold">{s.start_time}</span>
              <span className="text-xs">
                {soldOut
                  ? messages["picker.soldOut"]
                  : s.seats_left <= FEW_SEATS
                    ? plural(locale, messages, "picker.fewLeft", s.seats_left)
                    : plural(locale, messages, "picker.seatsLeft", s.seats_left)}
              </span>
            </label>
          )
        })}
      </div>
      {children}
    </fieldset>
  )
}
