import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Select, Tabs, Text, toast } from "@medusajs/ui"
import { useCallback, useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { ExperiencePicker } from "../../components/slots/experience-picker"
import { AutoPublish } from "../../components/reviews/auto-publish"
import { ReviewCard } from "../../components/reviews/review-card"
import type { AdminReview, ReviewStatus as Status } from "../../components/reviews/types"
import { TeamCounters } from "../../components/team/team-counters"
import { adminFetch, apiLocale } from "../../lib/api"

/** Reviews shown per page. */
const PAGE = 20

/**
 * Reviews moderation: pending, published and hidden reviews, newest first,
 * narrowed by experience (found by typing), stars and words, a page at a
 * time; every filter is applied by the server.
 */
const ReviewsPage = () => {
  const { t, i18n } = useTranslation()
  const searchId = useId()
  const [status, setStatus] = useState<Status>("pending")
  const [handle, setHandle] = useState<string | null>(null)
  const [rating, setRating] = useState("any")
  const [text, setText] = useState("")
  const [q, setQ] = useState("")
  const [offset, setOffset] = useState(0)
  const [page, setPage] = useState<{ reviews: AdminReview[]; count: number } | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim().slice(0, 100)), 300)
    return () => clearTimeout(timer)
  }, [text])
  // A new filter starts again from the first page.
  useEffect(() => setOffset(0), [status, handle, rating, q])
  const load = useCallback(
    (live: () => boolean = () => true) => {
      const params = new URLSearchParams({ status, limit: String(PAGE), offset: String(offset) })
      if (handle) params.set("handle", handle)
      if (rating !== "any") params.set("rating", rating)
      if (q) params.set("q", q)
      adminFetch<{ reviews: AdminReview[]; count: number }>(
        `/admin/reviews?${params}`,
        apiLocale(i18n.language),
      )
        .then((data) => live() && setPage(data))
        .catch(
          (error: Error) =>
            live() && toast.error(t("admin.feedback.error", { message: error.message })),
        )
    },
    [status, handle, rating, q, offset, t, i18n.language],
  )
  // Only the latest filters' answer is shown (a slower earlier one is dropped).
  useEffect(() => {
    let live = true
    setPage(null)
    load(() => live)
    return () => {
      live = false
    }
  }, [load])
  const reviews = page?.reviews ?? null
  const count = page?.count ?? 0
  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <Heading level="h1">{t("admin.reviews.title")}</Heading>
        <AutoPublish />
      </div>
      <TeamCounters refresh={reviews} />
      <Tabs value={status} onValueChange={(v) => setStatus(v as Status)}>
        <Tabs.List className="px-6 py-2">
          {(["pending", "published", "hidden"] as const).map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`admin.reviews.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs>
      <div className="flex flex-wrap items-end gap-4 px-6 py-4">
        <div className="w-72">
          <ExperiencePicker
            value={handle}
            onChange={setHandle}
            label={t("admin.reviews.experience")}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label>{t("admin.reviews.rating")}</Label>
          <Select size="small" value={rating} onValueChange={setRating}>
            <Select.Trigger className="w-44" aria-label={t("admin.reviews.rating")}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="any">{t("admin.reviews.anyRating")}</Select.Item>
              {[5, 4, 3, 2, 1].map((n) => (
                <Select.Item key={n} value={String(n)}>
                  {t("admin.reviews.stars", { count: n })}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor={searchId}>{t("admin.reviews.search")}</Label>
          <Input
            id={searchId}
            type="search"
            size="small"
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {(handle || rating !== "any" || text) && (
          <Button
            size="small"
            variant="transparent"
            onClick={() => {
              setHandle(null)
              setRating("any")
              setText("")
            }}
          >
            {t("admin.reviews.clear")}
          </Button>
        )}
      </div>
      {reviews === null ? (
        <Text className="px-6 py-4">{t("admin.feedback.loading")}</Text>
      ) : reviews.length === 0 ? (
        <Text className="px-6 py-4">{t("admin.feedback.empty")}</Text>
      ) : (
        <ul>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onChanged={() => load()} />
          ))}
        </ul>
      )}
      {count > 0 && (
        <div className="flex items-center justify-between px-6 py-4">
          <Text size="small" className="text-ui-fg-subtle" data-testid="reviews-page">
            {t("admin.reviews.page", {
              from: offset + 1,
              to: Math.min(offset + PAGE, count),
              count,
            })}
          </Text>
          <div className="flex gap-2">
            <Button
              size="small"
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {t("admin.reviews.previous")}
            </Button>
            <Button
              size="small"
              variant="secondary"
              disabled={offset + PAGE >= count}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t("admin.reviews.next")}
            </Button>
          </div>
        </div>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "admin.reviews.title",
  translationNs: "translation",
  icon: ChatBubbleLeftRight,
})

export default ReviewsPage
