import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { shopTimezone } from "../../../lib/shop-timezone"
import { teamArrivals, teamCounts, type TeamItem } from "../../../lib/team-inbox"
import { offerReference } from "../../../modules/offer"
import { notificationStore } from "../../notification/notification-store"
import { contactReference } from "../../contact/steps/build-contact-mail"

/** At most one digest per this window: it lists what arrived in the window before (or since the last digest). */
export const TEAM_DIGEST_EVERY_MS = 15 * 60 * 1000

const reference = (item: TeamItem) =>
  item.kind === "offer"
    ? offerReference(item.id)
    : item.kind === "message"
      ? contactReference(item.id)
      : `REV-${item.id.slice(-8).toUpperCase()}`

/** Where the last digest stopped (its `until`), if one was sent. */
async function lastUntil(container: MedusaContainer): Promise<Date | null> {
  const [last] = await notificationStore(container).listNotifications(
    { template: "team-digest" },
    { order: { created_at: "DESC" }, take: 1 },
  )
  const until = (last?.data as { until?: unknown } | undefined)?.until
  return typeof until === "string" ? new Date(until) : null
}

/**
 * The team's digest due at `now`: what arrived from the last digest's end
 * (or one window back) to the start of the current 15-minute window, with
 * the counters of what waits in all. Nothing when nothing arrived. The
 * window's start is its idempotency key, so two servers running the job
 * send it once, and at most one digest goes out per window.
 */
export const buildTeamDigestStep = createStep(
  "build-team-digest",
  async (input: { now: string }, { container }) => {
    const at = new Date(input.now).getTime()
    const until = new Date(at - (at % TEAM_DIGEST_EVERY_MS))
    const since = (await lastUntil(container)) ?? new Date(until.getTime() - TEAM_DIGEST_EVERY_MS)
    const none: SendNotificationsStepInput = []
    if (since >= until) return new StepResponse(none)
    const items = await teamArrivals(container, since, until)
    if (!items.length) return new StepResponse(none)
    const counts = await teamCounts(container)
    const mail: SendNotificationsStepInput = [
      {
        to: parseEnv().SUPPORT_EMAIL,
        channel: "email",
        template: "team-digest",
        trigger_type: "team.digest",
        idempotency_key: `team-digest:${until.toISOString()}`,
        data: {
          locale: "es",
          // The shop's zone, said with its offset on each line.
          timezone: await shopTimezone(container),
          until: until.toISOString(),
          counts,
          items: items.map((item) => ({
            kind: item.kind,
            reference: reference(item),
            name: item.name,
            about: item.about,
            rating: item.rating,
            at: new Date(item.created_at).toISOString(),
          })),
        },
      },
    ]
    return new StepResponse(mail)
  },
)
