import { useEffect, useMemo, useState } from "react"
import { format } from "../../i18n/format"
import { experienceDay, todayIn } from "../../lib/client/availability"
import type { DayOption } from "../../lib/client/booking-math"
import { addCombo } from "../../lib/client/combo-actions"
import { toUiError, type UiError } from "../../lib/client/errors"
import { formatMajor, type ClientLocale } from "../../lib/client/format"
import { $currency, DEFAULT_CURRENCY } from "../../stores/currency"
import Stepper from "../booking/Stepper"
import Button from "../ui/Button"
import { useHydratedStore } from "../ui/use-hydrated-store"

type Band = "adult" | "child"
type Part = { handle: string; title: string; optionCode: string; image: string | null; url: string }
type Slot = DayOption["slots"][number]
type PartState = { date: string; slots: Slot[] | null; loading: boolean; slotId: string | null }

type Props = {
  locale: ClientLocale
  comboId: string
  timeZone: string
  parts: Part[]
  /** The bundle price of one traveller per band, in every currency (upper-case codes). */
  prices: Partial<Record<Band, Record<string, number>>>
  cartUrl: string
  messages: Record<string, string>
}

const MAX_TRAVELLERS = 20

/**
 * One picker for a whole combo: the travellers (who take part in every
 * part), then a date and a time for each part; 'add' holds every part at
 * once or none, and a refusal says which part is full.
 */
export default function ComboPicker({
  locale,
  comboId,
  timeZone,
  parts,
  prices,
  cartUrl,
  messages,
}: Props) {
  // The server's currency until hydrated: prices drawn in another one would not match its HTML (#418).
  const currency = useHydratedStore($currency, DEFAULT_CURRENCY)
  const today = useMemo(() => todayIn(timeZone), [timeZone])
  const [travellers, setTravellers] = useState<Record<Band, number>>({ adult: 2, child: 0 })
  const [states, setStates] = useState<PartState[]>(() =>
    parts.map(() => ({ date: "", slots: null, loading: false, slotId: null })),
  )
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UiError | null>(null)
  const [added, setAdded] = useState(false)

  const update = (index: number, change: Partial<PartState>) =>
    setStates((current) => current.map((s, i) => (i === index ? { ...s, ...change } : s)))

  const pickDate = async (index: number, date: string) => {
    update(index, { date, slots: null, slotId: null, loading: true })
    setAdded(false)
    try {
      const day = await experienceDay(locale, parts[index].handle, date, currency)
      const option = day.options.find((o) => o.code === parts[index].optionCode)
      const slots = (option?.slots ?? []).filter((s) => s.seats_left > 0)
      update(index, { slots, loading: false, slotId: slots.length === 1 ? slots[0].id : null })
    } catch {
      update(index, { slots: [], loading: false })
    }
  }

  useEffect(() => setError(null), [travellers, states])

  const bands = (["adult", "child"] as const).filter((band) => prices[band])
  const total = bands.reduce(
    (sum, band) => sum + (prices[band]?.[currency] ?? 0) * travellers[band],
    0,
  )
  const ready = states.every((s) => s.slotId) && travellers.adult + travellers.child > 0

  const add = async () => {
    setBusy(true)
    setError(null)
    try {
      await addCombo(
        locale,
        {
          combo_id: comboId,
          parts: states.map((s) => ({ date: s.date, slot_id: s.slotId! })),
          travellers: Object.fromEntries(
            bands.filter((b) => travellers[b] > 0).map((b) => [b, travellers[b]]),
          ),
        },
        parts.map((p) => ({
          title: p.title,
          url: p.url,
          image: p.image,
          option: messages["combo.picker.heading"],
        })),
      )
      setAdded(true)
    } catch (caught) {
      setError(toUiError(caught, messages["error.generic"]))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="rounded-xl border border-sand-100 bg-white p-4" data-testid="combo-picker">
      <h2 className="text-xl font-bold">{messages["combo.picker.heading"]}</h2>
      <fieldset className="mt-3">
        <legend className="font-semibold">{messages["picker.travellers"]}</legend>
        {bands.map((band) => (
          <Stepper
            key={band}
            id={`combo-${band}`}
            label={messages[`band.${band}`]}
            hint={formatMajor(locale, prices[band]?.[currency] ?? 0, currency)}
            value={travellers[band]}
            min={band === "adult" ? 1 : 0}
            max={MAX_TRAVELLERS - travellers[band === "adult" ? "child" : "adult"]}
            messages={messages}
            onChange={(value) => {
              setAdded(false)
              setTravellers((t) => ({ ...t, [band]: value }))
            }}
          />
        ))}
      </fieldset>
      <ol className="mt-3 space-y-4">
        {parts.map((part, index) => {
          const state = states[index]
          const dateId = `combo-date-${index}`
          return (
            <li
              key={part.handle}
              className="border-t border-sand-100 pt-3"
              data-testid={`combo-part-${index + 1}`}
            >
              <p className="text-sm text-stone-700">
                {format(messages["combo.picker.part"], { n: index + 1 })}
              </p>
              <p className="font-semibold">{part.title}</p>
              <label htmlFor={dateId} className="mt-2 block text-sm font-medium">
                {messages["combo.picker.date"]}
              </label>
              <input
                id={dateId}
                type="date"
                min={today}
                value={state.date}
                className="mt-1 w-full rounded-lg border border-stone-400 px-3 py-2"
                onChange={(e) => e.currentTarget.value && pickDate(index, e.currentTarget.value)}
              />
              {state.loading && <p className="mt-2 text-sm">{messages["picker.loading"]}</p>}
              {state.slots && state.slots.length === 0 && (
                <p className="mt-2 text-sm text-stone-700">{messages["combo.picker.noTimes"]}</p>
              )}
              {state.slots && state.slots.length > 0 && (
                <fieldset className="mt-2">
                  <legend className="text-sm font-medium">{messages["combo.picker.times"]}</legend>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {state.slots.map((slot) => (
                      <label
                        key={slot.id}
                        className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-400 px-3 py-1.5 text-sm has-[:checked]:border-dune-700 has-[:checked]:bg-sand-100"
                      >
                        <input
                          type="radio"
                          name={`combo-slot-${index}`}
                          value={slot.id}
                          checked={state.slotId === slot.id}
                          onChange={() => {
                            setAdded(false)
                            update(index, { slotId: slot.id })
                          }}
                        />
                        <span>{slot.start_time}</span>
                        <span className="text-stone-700">
                          {format(messages["combo.picker.seatsLeft"], { count: slot.seats_left })}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </li>
          )
        })}
      </ol>
      <p className="mt-4 flex items-baseline justify-between border-t border-sand-100 pt-3">
        <span className="font-semibold">{messages["picker.total"]}</span>
        <strong className="text-xl" data-testid="combo-total">
          {formatMajor(locale, total, currency)}
        </strong>
      </p>
      {!ready && <p className="mt-2 text-sm text-stone-700">{messages["combo.picker.pickAll"]}</p>}
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="combo-error"
        >
          {error.message}
        </p>
      )}
      {added ? (
        <p role="status" className="mt-3 text-sm" data-testid="combo-added">
          {messages["combo.picker.added"]}{" "}
          <a href={cartUrl} className="font-semibold underline">
            {messages["combo.picker.goToCart"]}
          </a>
        </p>
      ) : (
        <Button
          className="mt-4 w-full"
          label={busy ? messages["combo.picker.adding"] : messages["combo.picker.add"]}
          disabled={!ready || busy}
          onClick={add}
          data-testid="combo-add"
        />
      )}
    </div>
  )
}
