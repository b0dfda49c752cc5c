import { Badge } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, apiLocale } from "../../lib/api"

type Counts = { pending_reviews: number; open_offers: number; unanswered_messages: number }

/** Where each counter leads, and its copy key. */
const COUNTERS = [
  { key: "pending_reviews", to: "/app/reviews", label: "admin.team.pendingReviews" },
  { key: "open_offers", to: "/app/offer-requests", label: "admin.team.openOffers" },
  {
    key: "unanswered_messages",
    to: "/app/contact-messages",
    label: "admin.team.unansweredMessages",
  },
] as const

/**
 * What waits for the team (reviews to moderate, open custom-offer requests,
 * unanswered contact messages), shown on each of those three pages; read
 * again when `refresh` changes (after an action on the page).
 */
export const TeamCounters = ({ refresh }: { refresh?: unknown }) => {
  const { t, i18n } = useTranslation()
  const [counts, setCounts] = useState<Counts | null>(null)
  useEffect(() => {
    adminFetch<{ counts: Counts }>("/admin/team-inbox", apiLocale(i18n.language))
      .then(({ counts }) => setCounts(counts))
      .catch(() => setCounts(null))
  }, [i18n.language, refresh])
  if (!counts) return null
  return (
    <div className="flex flex-wrap gap-2 px-6 py-2" data-testid="admin-team-counters">
      {COUNTERS.map((c) => (
        <a key={c.key} href={c.to}>
          <Badge color={counts[c.key] ? "orange" : "grey"}>
            {t(c.label, { count: counts[c.key] })}
          </Badge>
        </a>
      ))}
    </div>
  )
}
