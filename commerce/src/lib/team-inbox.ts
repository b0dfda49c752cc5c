import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/** What waits for the team: reviews to moderate, offer requests not yet offered, contact messages not answered. */
export type TeamCounts = {
  pending_reviews: number
  open_offers: number
  unanswered_messages: number
}

/** One thing that arrived for the team, as the digest lists it. */
export type TeamItem = {
  kind: "review" | "offer" | "message"
  id: string
  created_at: Date
  /** Who wrote it (a review's author, a request's or message's name). */
  name: string
  /** What it is about: the experience's handle (review), title (offer request) or the subject (message). */
  about: string | null
  /** A review's stars. */
  rating: number | null
}

/** At most this many items of each kind in one digest (the counters say how many wait in all). */
export const TEAM_ITEMS_MAX = 50

const pgOf = (container: MedusaContainer) =>
  container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex

/** The team's counters, in one statement. */
export async function teamCounts(container: MedusaContainer): Promise<TeamCounts> {
  const { rows } = await pgOf(container).raw(
    `SELECT (SELECT count(*) FROM review WHERE status = 'pending' AND deleted_at IS NULL)::int AS pending_reviews,
            (SELECT count(*) FROM offer_request
              WHERE status IN ('new', 'contacted') AND deleted_at IS NULL)::int AS open_offers,
            (SELECT count(*) FROM contact_message
              WHERE status IN ('new', 'read') AND deleted_at IS NULL)::int AS unanswered_messages`,
  )
  return rows[0] as TeamCounts
}

/**
 * What arrived in [since, until): reviews waiting for moderation, custom-offer
 * requests and contact messages, oldest first, at most TEAM_ITEMS_MAX of each.
 */
export async function teamArrivals(
  container: MedusaContainer,
  since: Date,
  until: Date,
): Promise<TeamItem[]> {
  const window = [since, until, TEAM_ITEMS_MAX]
  const { rows } = await pgOf(container).raw(
    `(SELECT 'review' AS kind, id, created_at, author_name AS name, handle AS about, rating
        FROM review WHERE status = 'pending' AND deleted_at IS NULL AND created_at >= ? AND created_at < ?
       ORDER BY created_at LIMIT ?)
     UNION ALL
     (SELECT 'offer', id, created_at, name, experience_title, NULL
        FROM offer_request WHERE deleted_at IS NULL AND created_at >= ? AND created_at < ?
       ORDER BY created_at LIMIT ?)
     UNION ALL
     (SELECT 'message', id, created_at, name, subject, NULL
        FROM contact_message WHERE deleted_at IS NULL AND created_at >= ? AND created_at < ?
       ORDER BY created_at LIMIT ?)
     ORDER BY created_at`,
    [...window, ...window, ...window],
  )
  return rows as TeamItem[]
}
