import type { Locale } from "./i18n/messages"
import { localTimeBefore } from "./local-time"

/**
 * A pickup point of an experience: where travellers are collected and how
 * long before their slot's start (`minutes_before_start`), never a clock
 * time, so an airport transfer at 06:00 and at 22:00 each get their own.
 */
export type PickupPoint = {
  id: string
  name: string
  address: string
  minutes_before_start: number
}

/** A pickup point of one slot: its offset and the local time (HH:MM, the slot's zone) it falls on. */
export type SlotPickup = PickupPoint & { time: string }

/** A point's name as stored: `{ es, en }`, or one string (points written before names had languages). */
export type PointName = string | Partial<Record<Locale, string>>

/** A point's name in `locale` (Spanish when it has none in that language). */
export const pointName = (name: PointName | null | undefined, locale: Locale) =>
  typeof name === "string" ? name : name?.[locale] || name?.es || ""

/** What a point is stored as: `minutes_before_start`, or (before offsets) a clock `time` for the first start. */
type StoredPoint = {
  id: string
  name: PointName
  address?: string
  minutes_before_start?: number
  time?: string
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number)
  return h * 60 + m
}

/** Minutes before a slot's start when nothing says otherwise. */
export const DEFAULT_PICKUP_MINUTES = 30

/**
 * An experience's pickup points with their offsets, named in `locale`. A
 * point stored before offsets existed (a clock `time` meant for the
 * experience's first start, `firstStart`) reads as the minutes between the two.
 */
export function pickupPoints(
  stored: { items?: StoredPoint[] } | null | undefined,
  firstStart: string | null,
  locale: Locale = "es",
): PickupPoint[] {
  return (stored?.items ?? []).map((p) => {
    let minutes = p.minutes_before_start
    if (typeof minutes !== "number" && p.time && firstStart) {
      minutes = (((minutesOf(firstStart) - minutesOf(p.time)) % 1440) + 1440) % 1440
    }
    return {
      id: p.id,
      name: pointName(p.name, locale),
      address: p.address ?? "",
      minutes_before_start:
        typeof minutes === "number" && minutes > 0 ? minutes : DEFAULT_PICKUP_MINUTES,
    }
  })
}

/** A point's pickup for a slot starting at `startsAt`: its local time in the slot's zone. */
export function pickupFor(
  point: PickupPoint,
  startsAt: Date | string,
  timeZone: string,
): SlotPickup {
  return { ...point, time: localTimeBefore(startsAt, point.minutes_before_start, timeZone) }
}

/** Where travellers meet when there is no pickup, named in `locale` (a name stored as one string reads as it is). */
export function meetingPoint(
  stored: { name?: PointName; address?: string } | null | undefined,
  locale: Locale,
) {
  return stored ? { name: pointName(stored.name, locale), address: stored.address ?? "" } : null
}
