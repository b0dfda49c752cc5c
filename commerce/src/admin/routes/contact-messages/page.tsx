import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Container, Heading, Select, Tabs, Text, toast } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { TeamCounters } from "../../components/team/team-counters"
import { adminFetch, apiLocale } from "../../lib/api"

const STATUSES = ["new", "read", "answered"] as const
type Status = (typeof STATUSES)[number]
type ContactMessage = { id: string; name: string; email: string; subject: string; message: string; status: Status; created_at: string }

/** Contact-page messages, newest first, with their status; text shown as written (React escapes it). */
const ContactMessagesPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState<Status | "all">("all")
  const [messages, setMessages] = useState<ContactMessage[] | null>(null)
  const load = useCallback(() => {
    adminFetch<{ contact_messages: ContactMessage[] }>(`/admin/contact-messages?limit=50${status === "all" ? "" : `&status=${status}`}`, apiLocale(i18n.language))
      .then(({ contact_messages }) => setMessages(contact_messages))
      .catch((error: Error) => toast.error(t("admin.feedback.error", { message: error.message })))
  }, [status, t, i18n.language])
  useEffect(() => {
    setMessages(null)
    load()
  }, [load])
  const mark = async (id: string, next: Status) => {
    try {
      await adminFetch(`/admin/contact-messages/${id}`, apiLocale(i18n.language), { method: "POST", body: { status: next } })
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
            <li key={m.id} className="grid gap-2 border-t px-6 py-4" data-testid="admin-contact-message">
              <div className="flex flex-wrap items-center gap-2">
                <Text weight="plus">{m.subject}</Text>
                <Badge>{t(`admin.contact.status.${m.status}`)}</Badge>
              </div>
              <Text size="small" className="text-ui-fg-subtle">
                {t("admin.contact.from")}: {m.name} · {m.email} · {new Date(m.created_at).toLocaleString(i18n.language)}
              </Text>
              <Text className="whitespace-pre-line">{m.message}</Text>
              <Select size="small" value={m.status} onValueChange={(next) => mark(m.id, next as Status)}>
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
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "admin.contact.title", translationNs: "translation", icon: Envelope })

export default ContactMessagesPage
