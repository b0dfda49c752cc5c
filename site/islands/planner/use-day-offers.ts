import { useCallback, useRef, useState } from "react"
import { experienceDay, type DayOffer } from "../../lib/client/availability"
import { ApiError } from "../../lib/client/errors"
import type { StoreLocale } from "../../lib/client/medusa"

/** What one experience offers on one date: its options and slots, none (`null`), or still loading. */
export type Offer = DayOffer | null | "loading"

const key = (handle: string, date: string) => `${handle}|${date}`

/**
 * The availability of experiences on dates, asked once each (or again when
 * `fresh`): the planner shows real start times, seats and prices from it.
 */
export function useDayOffers(locale: StoreLocale, currency: string) {
  const [offers, setOffers] = useState<Record<string, Offer>>({})
  const asked = useRef(new Map<string, Promise<DayOffer | null>>())
  const currencyRef = useRef(currency)
  if (currencyRef.current !== currency) {
    currencyRef.current = currency
    asked.current.clear()
  }

  const load = useCallback(
    (handle: string, date: string, fresh = false): Promise<DayOffer | null> => {
      const k = key(handle, date)
      const known = asked.current.get(k)
      if (known && !fresh) return known
      setOffers((all) =>
        all[k] && all[k] !== "loading" && fresh ? all : { ...all, [k]: "loading" },
      )
      const promise = experienceDay(locale, handle, date, currency)
        // No options that day (an empty list): nothing to offer.
        .then((offer): DayOffer | null => (offer.options.length ? offer : null))
        .catch((error: unknown) => {
          // A past date or an experience that cannot be booked: nothing to offer, not a failure.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null
          asked.current.delete(k)
          throw error
        })
        .then((offer) => {
          setOffers((all) => ({ ...all, [k]: offer }))
          return offer
        })
      asked.current.set(k, promise)
      return promise
    },
    [locale, currency],
  )

  const offerOf = (handle: string, date: string): Offer | undefined => offers[key(handle, date)]
  return { load, offerOf }
}
