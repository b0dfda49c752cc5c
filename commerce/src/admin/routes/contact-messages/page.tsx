import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import {
  Badge,
  Button,
  Container,
  Heading,
  Label,
  Select,
  Tabs,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useCallback, useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { TeamCounters } from "../../components/team/team-counters"
import { AdminApiError, adminFetch, apiLocale } from "../../lib/api"
import { type AdminLocale, formatLocalDateTime, type LocalParts } from "../../lib/format"

const STATUSES = ["new", "read", "answered"] as const
type Status = (typeof STATUSES)[number]
type ContactMessage = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  locale: AdminLocale
  status: Status
  created_at: string
  reply: string | null
  replied_at: string | null
  /** Its times on the shop's wall clock, as the server derived them. */
  created_local: LocalParts
  replied_local: LocalParts | null
}

/** The team's answer, e-mailed to the sender in the language they wrote in; a missing answer is marked at the field. */
function ReplyBox({ message, onSent }: { message: ContactMessage; onSent: () => void }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [reply, setReply] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    if (!reply.trim()) return setError(t("admin.contact.replyRequired"))
    setBusy(true)
    try {
      const answer = await adminFetch<{ notice?: { message: string } }>(
        `/admin/contact-messages/${message.id}/reply`,
        apiLocale(i18n.language),
        { method: "POST", body: { reply } },
      )
      // The mail server down: the answer is recorded and its e-mail retried; say so.
      if (answer.notice) toast.warning(answer.notice.message)
      else toast.success(t("admin.contact.replySent", { email: message.email }))
      setReply("")
      onSent()
    } catch (e) {
      if (e instanceof AdminApiError && e.status === 400) setError(e.message)
      else toast.error(t("admin.feedback.error", { message: (e as Error).message }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-1">
      {message.reply && message.replied_local && (
        <Text
          size="small"
          className="whitespace-pre-line text-ui-fg-subtle"
          data-testid="contact-reply"
        >
          {t("admin.contact.replied", {
            date: formatLocalDateTime(message.replied_local, apiLocale(i18n.language)),
          })}{" "}
          {message.reply}
        </Text>
      )}
      <Label htmlFor={id}>
        {t("admin.contact.reply", { language: t(`admin.contact.language.${message.locale}`) })}
      </Label>
      <Textarea
        id={id}
        value={reply}
        maxLength={5000}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setReply(e.target.value)
          setError(null)
        }}
      />
      {error && (
        <Text id={`${id}-error`} size="small" role="alert" className="text-ui-fg-error">
          {error}
        </Text>
      )}
      <div>
        <Button size="small" variant="secondary" isLoading={busy} onClick={send}>
          {t("admin.contact.sendReply")}
        </Button>
      </div>
    </div>
  )
}

/** Contact-page messages, newest first, with their status; text shown as written (React escapes it). */
const ContactMessagesPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState<Status | "all">("all")
  const [messages, setMessages] = useState<ContactMessage[] | null>(null)
  // The shop's zone, which every time on the page is in (said once under the title).
  const [zone, setZone] = useState("UTC")
  const lang = apiLocale(i18n.language)
  const load = useCallback(() => {
    adminFetch<{ contact_messages: ContactMessage[]; zone_label: string }>(
      `/admin/contact-messages?limit=50${status === "all" ? "" : `&status=${status}`}`,
      apiLocale(i18n.language),
    )
      .then(({ contact_messages, zone_label }) => {
        setZone(zone_label)
        setMessages(contact_messages)
      })
      .catch((error: Error) => toast.error(t("admin.feedback.error", { message: error.message })))
  }, [status, t, i18n.language])
  useEffect(() => {
    setMessages(null)
    load()
  }, [load])
  const mark = async (id: string, next: Status) => {
    try {
      await adminFetch(`/admin/contact-messages/${id}`, apiLocale(i18n.language), {
        method: "POST",
        body: { status: next },
      })
      toast.success(t("admin.feedback.saved"))
      load()
    } catch (error) {
      toast.error(t("admin.feedback.error", { message: (error as Error).message }))
    }
  }
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("admin.contact.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("admin.format.shop_zone_note", { zone })}
        </Text>
      </div>
      <TeamCounters refresh={messages} />
      <Tabs value={status} onValueChange={(v) => setStatus(v as Status | "all")}>
        <Tabs.List className="px-6 py-2">
          <Tabs.Trigger value="all">{t("admin.contact.all")}</Tabs.Trigger>
          {STATUSES.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`admin.contact.status.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs>
      {messages === null ? (
        <Text className="px-6 py-4">{t("admin.feedback.loading")}</Text>
      ) : messages.length === 0 ? (
        <Text className="px-6 py-4">{t("admin.feedback.empty")}</Text>
      ) : (
        <ul>
          {messages.map((m) => (
            <li
              key={m.id}
              className="grid gap-2 border-t px-6 py-4"
              data-testid="admin-contact-message"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Text weight="plus">{m.subject}</Text>
                <Badge>{t(`admin.contact.status.${m.status}`)}</Badge>
              </div>
              <Text size="small" className="text-ui-fg-subtle">
                {t("admin.contact.from")}: {m.name} · {m.email} ·{" "}
                {formatLocalDateTime(m.created_local, lang)}
              </Text>
              <Text className="whitespace-pre-line">{m.message}</Text>
              <Select
                size="small"
                value={m.status}
                onValueChange={(next) => mark(m.id, next as Status)}
              >
                <Select.Trigger className="w-48" aria-label={t("admin.contact.title")}>
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  {STATUSES.map((s) => (
                    <Select.Item key={s} value={s}>
                      {t(`admin.contact.status.${s}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
              <ReplyBox message={m} onSent={load} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "admin.contact.title",
  translationNs: "translation",
  icon: Envelope,
})

export default ContactMessagesPage
