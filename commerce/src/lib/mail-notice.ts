import { translate, type Locale, type MessageCode } from "./i18n/messages"

/**
 * What an admin action's answer says about its e-mail: `sent`, and when it
 * could not go out now, a `notice` (stable code, message in the admin's
 * language) saying the action is kept and the e-mail will be retried.
 */
export function mailNotice(
  outcome: { sent: boolean },
  locale: Locale,
  code: MessageCode,
  params: Record<string, string | number>,
) {
  if (outcome.sent) return { sent: true as const }
  return {
    sent: false as const,
    notice: { code, message: translate(code, locale, params), params },
  }
}
