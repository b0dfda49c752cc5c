import { scrub, shouldReport } from "./policy"

/**
 * Sentry's last look at an event in every Node reporter: ignored messages are
 * dropped, every other event leaves without personal data.
 */
export function beforeSend<
  E extends { message?: string; exception?: { values?: { value?: string }[] } },
>(event: E): E | null {
  const message = event.message ?? event.exception?.values?.[0]?.value ?? ""
  return shouldReport(message) ? scrub(event) : null
}
