import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Badge, Container, Heading, Select, Tabs, Text, toast } from "@medusajs/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch } from "../../lib/admin-fetch"

const STATUSES = ["new", "read", "answered"] as const
type Status = (typeof STATUSES)[number]
type ContactMessage = { id: string; name: string; email: string; subject: string; message: string; status: Status; created_at: string }

/** Contact-page messages, newest first, with their status; text shown as written (React escapes it). */
const ContactMessagesPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState<Status | "all">("all")
  const [messages, setMessages] = useState<ContactMessage[] | null>(null)
  const load = useCallback(() => {
    adminFetch<{ contact_messages: ContactMessage[] }>(`/admin/contact-messages?limit=50${status === "all" ? "" : `&status=${status}`}`)
      .then(({ contact_messages }) => setMessages(contact_messages))
      .catch((error: Error) => toast.error(t("sendero.common.error", { message: error.message })))
  }, [status, t])
  useEffect(() => {
    setMessages(null)
    load()
  }, [load])
  const mark = async (id: string, next: Status) => {
    try {
      await adminFetch(`/admin/contact-messages/${id}`, { method: "POST", body: { status: next }, language: i18n.language })
      toast.success(t("sendero.common.saved"))
      load()
    } catch (error) {
      toast.error(t("sendero.common.error", { message: (error as Error).message }))
    }
  }
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("sendero.contact.title")}</Heading>
      </div>
      <Tabs value={status} onValueChange={(v) => setStatus(v as Status | "all")}>
        <Tabs.List className="px-6 py-2">
          <Tabs.Trigger value="all">{t("sendero.contact.all")}</Tabs.Trigger>
          {STATUSES.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`sendero.contact.status.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs>
      {messages === null ? (
        <Text className="px-6 py-4">{t("sendero.common.loading")}</Text>
      ) : messages.length === 0 ? (
        <Text className="px-6 py-4">{t("sendero.common.empty")}</Text>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m.id} className="grid gap-2 border-t px-6 py-4" data-testid="admin-contact-message">
              <div className="flex flex-wrap items-center gap-2">
                <Text weight="plus">{m.subject}</Text>
                <Badge>{t(`sendero.contact.status.${m.status}`)}</Badge>
              </div>
              <Text size="small" className="text-ui-fg-subtle">
                {t("sendero.contact.from")}: {m.name} · {m.email} · {new Date(m.created_at).toLocaleString(i18n.language)}
              </Text>
              <Text className="whitespace-pre-line">{m.message}</Text>
              <Select size="small" value={m.status} onValueChange={(next) => mark(m.id, next as Status)}>
                <Select.Trigger className="w-48" aria-label={t("sendero.contact.title")}>
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  {STATUSES.map((s) => (
                    <Select.Item key={s} value={s}>
                      {t(`sendero.contact.status.${s}`)}
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

export const config = defineRouteConfig({ label: "sendero.contact.title", translationNs: "translation", icon: Envelope })

export default ContactMessagesPage
