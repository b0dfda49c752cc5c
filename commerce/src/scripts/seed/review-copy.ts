/**
 * The words seeded reviews are made of, per language: titles by rating,
 * openings, details per kind of experience, remarks on the people, critiques
 * and closings. `{city}` is replaced by the city's name in that language and
 * `{guide}` by a guide's first name (whose gender the sentence agrees with).
 */
import type { ReviewLocale } from "./review-people"
import { REVIEW_COPY_EN } from "./review-copy-en"
import { REVIEW_COPY_ES } from "./review-copy-es"

/** What kind of experience a review talks about (from its categories and handle). */
export type ReviewKind =
  | "safari"
  | "desert"
  | "hiking"
  | "guided"
  | "food"
  | "photo"
  | "tickets"
  | "transfer"
  | "boat"
  | "general"

/** 5, 4, 3 and 2 stars. */
export type Band = "great" | "good" | "mixed" | "poor"

/** Everything a review in one language can be composed of. */
export type ReviewCopy = {
  titles: Record<Band, string[]>
  openings: Record<Band, string[]>
  /** Openings and closings that replace the general ones for transfers (no tour to praise). */
  transferOpenings: Record<"great" | "good", string[]>
  transferClosings: Record<"great" | "good", string[]>
  details: Record<ReviewKind, string[]>
  /** About the guide ({guide}), by the guide's gender; for tours only. */
  guide: { f: string[]; m: string[] }
  /** About the staff, for transfers and tickets. */
  staff: string[]
  mildCritique: string[]
  /** Mild critiques of a tour with free time. */
  mildGroupCritique: string[]
  critique: string[]
  /** Critiques that only make sense for a group with a guide. */
  groupCritique: string[]
  closings: Record<Band, string[]>
}

export const REVIEW_COPY: Record<ReviewLocale, ReviewCopy> = {
  es: REVIEW_COPY_ES,
  en: REVIEW_COPY_EN,
}
