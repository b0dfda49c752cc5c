import { useState } from "react"
import { format } from "../../i18n/format"
import type { DayOffer } from "../../lib/client/availability"
import {
  BANDS,
  firstChoice,
  itemsFor,
  partyProblem,
  priceBreakdown,
  stepperBounds,
  type Travellers,
} from "../../lib/client/booking-math"
import { addBooking } from "../../lib/client/cart-actions"
import { toUiError } from "../../lib/client/errors"
import { formatDay, plural, type ClientLocale } from "../../lib/client/format"
import { pushToast } from "../../stores/toasts"
import Button from "../ui/Button"
import AddedToCart from "./AddedToCart"
import AddOns from "./AddOns"
import PartyChoice from "./PartyChoice"
import PriceBreakdown from "./PriceBreakdown"
import SlotChoice from "./SlotChoice"

type Props = {
  locale: ClientLocale
  title: string
  image: string | null
  date: string
  offer: DayOffer
  currency: string
  facts: { duration: string | null; languages: string | null; pickup: boolean }
  cartUrl: string
  messages: Record<string, string>
  onSeatsChanged: () => void
}

type Problem = { at: "slot" | "travellers" | "add"; message: string }

/** The options and slots of a picked date, the party, pickup and extras, the price and "add to cart". */
export default function BookingForm(props: Props) {
  const { locale, offer, currency, messages } = props
  const [defaults] = useState(() => firstChoice(offer.options))
  const [optionCode, setOptionCode] = useState(defaults.option.code)
  const option =
    offer.options.find((o) => o.code === optionCode) ?? firstChoice(offer.options).option
  const [slotId, setSlotId] = useState<string | null>(defaults.slotId)
  const slot = option.slots.find((s) => s.id === slotId) ?? null
  const seatsLeft = slot?.seats_left ?? 0
  const [travellers, setTravellers] = useState<Travellers>(defaults.travellers)
  // The day's answer refreshed in place (a date drawn from the days at hand, seats that changed):
  // until the traveller chooses anything, the first free slot and the party follow the new answer.
  const [drawn, setDrawn] = useState(offer)
  const [chosen, setChosen] = useState(false)
  if (drawn !== offer) {
    setDrawn(offer)
    if (!chosen) {
      const next = firstChoice(offer.options)
      setOptionCode(next.option.code)
      setSlotId(next.slotId)
      setTravellers(next.travellers)
    }
  }
  const [extras, setExtras] = useState<string[]>([])
  const [pickup, setPickup] = useState<string>("")
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [added, setAdded] = useState(false)

  const bounds = stepperBounds(option, seatsLeft, travellers)
  const breakdown = priceBreakdown(option, travellers, extras)
  const people = BANDS.reduce((n, b) => n + (travellers[b] ?? 0), 0)

  const chooseOption = (code: string, firstSlot: string | null) => {
    setChosen(true)
    setOptionCode(code)
    setSlotId(firstSlot)
    setProblem(null)
  }

  async function add() {
    setChosen(true)
    setAdded(false)
    if (!slot || slot.seats_left <= 0)
      return setProblem({ at: "slot", message: messages["picker.chooseTime"] })
    const issue = partyProblem(option, seatsLeft, travellers)
    if (issue) {
      const text: Record<typeof issue, string> = {
        no_travellers: messages["picker.noTravellers"],
        infant_needs_adult: messages["picker.infantAlone"],
        paying_traveller_required: messages["picker.payingTraveller"],
        not_enough_seats: plural(locale, messages, "picker.seatsLeft", seatsLeft),
      }
      return setProblem({ at: "travellers", message: text[issue] })
    }
    setBusy(true)
    setProblem(null)
    try {
      const clean = Object.fromEntries(Object.entries(travellers).filter(([, n]) => (n ?? 0) > 0))
      await addBooking(
        locale,
        {
          slot_id: slot.id,
          ...(option.pricing_type === "per_item"
            ? { items: itemsFor(option, people), travellers: clean }
            : { travellers: clean }),
          ...(extras.length ? { extras: extras.map((code) => ({ code })) } : {}),
          ...(pickup ? { pickup_point_id: pickup } : {}),
        },
        { title: props.title, url: location.pathname, image: props.image, option: option.title },
      )
      pushToast(messages["picker.added"], "success")
      setAdded(true)
    } catch (error) {
      const ui = toUiError(error, messages["error.generic"])
      const seats = [
        "not_enough_seats",
        "too_many_per_item",
        "infant_needs_adult",
        "paying_traveller_required",
        "no_travellers",
      ]
      if (
        ui.code === "not_enough_seats" ||
        ui.code === "slot_sold_out" ||
        ui.code === "slot_unavailable"
      )
        props.onSeatsChanged()
      setProblem({
        at: seats.includes(ui.code) ? "travellers" : ui.code.startsWith("slot") ? "slot" : "add",
        message: ui.message,
      })
    } finally {
      setBusy(false)
    }
  }

  const problemAt = (at: Problem["at"]) =>
    problem?.at === at ? (
      <p role="alert" className="mt-1 text-sm text-red-700" data-testid={`problem-${at}`}>
        {problem.message}
      </p>
    ) : null

  return (
    <div className="space-y-4" data-testid="booking-form" data-date={props.date}>
      <fieldset>
        <legend className="font-semibold">
          {format(messages["picker.options"], { date: formatDay(locale, props.date) })}
        </legend>
        <div className="mt-2 space-y-3">
          {offer.options.map((o) => {
            const active = o.code === option.code
            return (
              <div
                key={o.code}
                className={`rounded-lg border p-3 ${active ? "border-dune-700" : "border-stone-300"}`}
                data-testid="option-card"
              >
                <label className="flex cursor-pointer items-start gap-2">
                  <input
                    type="radio"
                    name="option"
                    className="mt-1 size-4 accent-dune-700"
                    checked={active}
                    onChange={() =>
                      chooseOption(o.code, o.slots.find((s) => s.seats_left > 0)?.id ?? null)
                    }
                  />
                  <span>
                    <span className="block font-semibold">
                      {o.title}
                      {o.slots.every((x) => x.seats_left <= 0) && (
                        <span
                          className="ml-2 rounded bg-sand-100 px-1.5 py-0.5 text-xs font-medium text-stone-800"
                          data-testid="option-sold-out"
                        >
                          {messages["picker.soldOut"]}
                        </span>
                      )}
                    </span>
                    <span className="block text-xs text-stone-700">
                      {[
                        props.facts.duration &&
                          format(messages["picker.duration"], { duration: props.facts.duration }),
                        props.facts.languages &&
                          format(messages["picker.language"], { languages: props.facts.languages }),
                        props.facts.pickup && messages["picker.pickupIncluded"],
                        o.pricing_type === "per_item" &&
                          format(messages["picker.perItem"], {
                            max: o.max_travellers_per_item ?? 1,
                          }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
                </label>
                {active && (
                  <SlotChoice
                    locale={locale}
                    legend={format(messages["picker.slots"], { option: o.title })}
                    slots={o.slots}
                    slotId={slotId}
                    messages={messages}
                    onPick={(id) => {
                      setChosen(true)
                      setSlotId(id)
                      setProblem(null)
                      setAdded(false)
                    }}
                  >
                    {problemAt("slot")}
                  </SlotChoice>
                )}
              </div>
            )
          })}
        </div>
      </fieldset>

      <AddOns
        locale={locale}
        currency={currency}
        pickupPoints={
          offer.pickup_included && offer.pickup_points.length > 0
            ? (slot?.pickup_points ?? offer.pickup_points)
            : null
        }
        pickup={pickup}
        onPickup={setPickup}
        extras={option.extras}
        chosen={extras}
        onExtras={setExtras}
        messages={messages}
      />

      {/* The party, its price and the button together: whoever sees the button sees whom and what it books (issue 27). */}
      <div className="space-y-4" data-testid="booking-summary">
        <PartyChoice
          locale={locale}
          option={option}
          travellers={travellers}
          bounds={bounds}
          messages={messages}
          onChange={(next) => {
            setChosen(true)
            setTravellers(next)
            setProblem(null)
          }}
        >
          {problemAt("travellers")}
        </PartyChoice>
        <PriceBreakdown
          locale={locale}
          breakdown={breakdown}
          currency={currency}
          messages={messages}
        />
        {slot && (
          <p className="text-sm text-green-800" data-testid="cancellation">
            {slot.cancellation.text}
          </p>
        )}

        {/* On a phone the button stays at the screen's foot; on a desktop it sits under the total, in the page's flow. */}
        <div className="sticky bottom-0 -mx-4 border-t border-sand-100 bg-white px-4 py-3 lg:static">
          <Button
            className="w-full"
            loading={busy}
            label={busy ? messages["picker.adding"] : messages["picker.add"]}
            prependIcon="cart"
            onClick={() => void add()}
            data-testid="add-to-cart"
          />
          {problemAt("add")}
          {added && (
            <AddedToCart
              cartUrl={props.cartUrl}
              messages={messages}
              onKeepBrowsing={() => setAdded(false)}
            />
          )}
        </div>
      </div>
    </div>
  )
}
