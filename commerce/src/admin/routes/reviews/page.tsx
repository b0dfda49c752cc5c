import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import {
  Badge,
  Button,
  Container,
  Heading,
  Input,
  Label,
  Select,
  Tabs,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useCallback, useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ExperiencePicker } from "../../components/slots/experience-picker"
import { TeamCounters } from "../../components/team/team-counters"
import { AdminApiError, adminFetch, apiLocale } from "../../lib/api"

/** Reviews shown per page. */
const PAGE = 20

type Status = "pending" | "published" | "hidden"
type AdminReview = {
  id: string
  handle: string
  /** The reviewed product, titled in the admin's language. */
  experience: { product_id: string; title: string }
  rating: number
  title: string
  body: string
  author_name: string
  travelled_on: string
  verified: boolean
  reply: string | null
  hidden_reason: string | null
  status: Status
}

/** One review with its moderation actions: publish, hide with a reason, reply. Text is shown as written (React escapes it). */
function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const { t, i18n } = useTranslation()
  const reasonId = useId()
  const [reason, setReason] = useState("")
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [reply, setReply] = useState(review.reply ?? "")
  const [busy, setBusy] = useState(false)
  const act = async (path: string, body?: unknown) => {
    setBusy(true)
    try {
      await adminFetch(`/admin/reviews/${review.id}/${path}`, apiLocale(i18n.language), {
        method: "POST",
        body: body ?? {},
      })
      toast.success(t("admin.feedback.saved"))
      onChanged()
    } catch (error) {
      // The reason's own error sits next to it; anything else is a toast.
      if (path === "hide" && error instanceof AdminApiError && error.status === 400)
        setReasonError(error.message)
      else toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    } finally {
      setBusy(false)
    }
  }
  const hide = () => {
    if (!reason.trim()) return setReasonError(t("admin.reviews.reasonRequired"))
    setReasonError(null)
    void act("hide", { reason })
  }
  return (
    <li className="flex flex-col gap-y-2 border-t px-6 py-4" data-testid="admin-review">
      <div className="flex items-center gap-x-2">
        <Text weight="plus" aria-label={t("admin.reviews.stars", { count: review.rating })}>
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </Text>
        <Text weight="plus">{review.title}</Text>
        {review.verified && <Badge color="green">{t("admin.reviews.verified")}</Badge>}
      </div>
      <Text className="whitespace-pre-line">{review.body}</Text>
      <Text size="small" className="text-ui-fg-subtle">
        {review.author_name} ·{" "}
        <Link
          to={`/products/${review.experience.product_id}`}
          className="text-ui-fg-interactive hover:underline"
          data-testid="review-experience"
        >
          {review.experience.title}
        </Link>{" "}
        · {t("admin.reviews.travelled", { date: review.travelled_on })}
      </Text>
      {review.hidden_reason && (
        <Text size="small">
          {t("admin.reviews.hiddenBecause", { reason: review.hidden_reason })}
        </Text>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {review.status !== "published" && (
          <Button size="small" isLoading={busy} onClick={() => act("publish")}>
            {t("admin.reviews.publish")}
          </Button>
        )}
        {review.status !== "hidden" && (
          <>
            <div className="flex flex-col gap-1">
              <Input
                id={reasonId}
                size="small"
                placeholder={t("admin.reviews.reason")}
                aria-label={t("admin.reviews.reason")}
                aria-invalid={!!reasonError}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value)
                  setReasonError(null)
                }}
                className="w-64"
              />
              {reasonError && (
                <Text
                  id={`${reasonId}-error`}
                  size="small"
                  role="alert"
                  className="text-ui-fg-error"
                >
                  {reasonError}
                </Text>
              )}
            </div>
            <Button size="small" variant="secondary" isLoading={busy} onClick={hide}>
              {t("admin.reviews.hide")}
            </Button>
          </>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Textarea
          aria-label={t("admin.reviews.reply")}
          placeholder={t("admin.reviews.reply")}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          className="flex-1"
        />
        <Button
          size="small"
          variant="secondary"
          isLoading={busy}
          onClick={() => act("reply", { reply })}
        >
          {t("admin.reviews.sendReply")}
        </Button>
      </div>
    </li>
  )
}

/** The auto-publish rule: from how many stars a traveller's review is published without approval. */
function AutoPublish() {
  const { t, i18n } = useTranslation()
  const [value, setValue] = useState<string>("never")
  useEffect(() => {
    adminFetch<{ rules: { auto_publish_min_rating: number | null } }>(
      "/admin/review-rules",
      apiLocale(i18n.language),
    )
      .then(({ rules }) =>
        setValue(
          rules.auto_publish_min_rating === null ? "never" : String(rules.auto_publish_min_rating),
        ),
      )
      .catch(() => undefined)
  }, [])
  const save = async (next: string) => {
    setValue(next)
    try {
      await adminFetch("/admin/review-rules", apiLocale(i18n.language), {
        method: "POST",
        body: { auto_publish_min_rating: next === "never" ? null : Number(next) },
      })
      toast.success(t("admin.feedback.saved"))
    } catch (error) {
      toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    }
  }
  return (
    <div className="flex items-center gap-x-2">
      <Text size="small">{t("admin.reviews.autoPublish")}</Text>
      <Select size="small" value={value} onValueChange={save}>
        <Select.Trigger className="w-56">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value="never">{t("admin.reviews.never")}</Select.Item>
          {[5, 4, 3].map((n) => (
            <Select.Item key={n} value={String(n)}>
              {t("admin.reviews.stars", { count: n })}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}

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
