import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Select, Tabs, Text, Textarea, toast } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { TeamCounters } from "../../components/team/team-counters"
import { adminFetch, apiLocale } from "../../lib/api"

type Status = "pending" | "published" | "hidden"
type AdminReview = {
  id: string
  handle: string
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
  const [reason, setReason] = useState("")
  const [reply, setReply] = useState(review.reply ?? "")
  const [busy, setBusy] = useState(false)
  const act = async (path: string, body?: unknown) => {
    setBusy(true)
    try {
      await adminFetch(`/admin/reviews/${review.id}/${path}`, apiLocale(i18n.language), { method: "POST", body: body ?? {} })
      toast.success(t("admin.feedback.saved"))
      onChanged()
    } catch (error) {
      toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    } finally {
      setBusy(false)
    }
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
        {review.author_name} · {review.handle} · {t("admin.reviews.travelled", { date: review.travelled_on })}
      </Text>
      {review.hidden_reason && <Text size="small">{t("admin.reviews.hiddenBecause", { reason: review.hidden_reason })}</Text>}
      <div className="flex flex-wrap items-end gap-2">
        {review.status !== "published" && (
          <Button size="small" isLoading={busy} onClick={() => act("publish")}>
            {t("admin.reviews.publish")}
          </Button>
        )}
        {review.status !== "hidden" && (
          <>
            <Input size="small" placeholder={t("admin.reviews.reason")} aria-label={t("admin.reviews.reason")} value={reason} onChange={(e) => setReason(e.target.value)} className="w-64" />
            <Button size="small" variant="secondary" isLoading={busy} onClick={() => act("hide", { reason })}>
              {t("admin.reviews.hide")}
            </Button>
          </>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Textarea aria-label={t("admin.reviews.reply")} placeholder={t("admin.reviews.reply")} value={reply} onChange={(e) => setReply(e.target.value)} className="flex-1" />
        <Button size="small" variant="secondary" isLoading={busy} onClick={() => act("reply", { reply })}>
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
    adminFetch<{ rules: { auto_publish_min_rating: number | null } }>("/admin/review-rules", apiLocale(i18n.language))
      .then(({ rules }) => setValue(rules.auto_publish_min_rating === null ? "never" : String(rules.auto_publish_min_rating)))
      .catch(() => undefined)
  }, [])
  const save = async (next: string) => {
    setValue(next)
    try {
      await adminFetch("/admin/review-rules", apiLocale(i18n.language), { method: "POST", body: { auto_publish_min_rating: next === "never" ? null : Number(next) } })
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

/** Reviews moderation: pending, published and hidden reviews, newest first. */
const ReviewsPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState<Status>("pending")
  const [reviews, setReviews] = useState<AdminReview[] | null>(null)
  const load = useCallback(() => {
    adminFetch<{ reviews: AdminReview[] }>(`/admin/reviews?status=${status}&limit=50`, apiLocale(i18n.language))
      .then(({ reviews }) => setReviews(reviews))
      .catch((error: Error) => toast.error(t("admin.feedback.error", { message: error.message })))
  }, [status, t, i18n.language])
  useEffect(() => {
    setReviews(null)
    load()
  }, [load])
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
      {reviews === null ? (
        <Text className="px-6 py-4">{t("admin.feedback.loading")}</Text>
      ) : reviews.length === 0 ? (
        <Text className="px-6 py-4">{t("admin.feedback.empty")}</Text>
      ) : (
        <ul>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onChanged={load} />
          ))}
        </ul>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "admin.reviews.title", translationNs: "translation", icon: ChatBubbleLeftRight })

export default ReviewsPage
