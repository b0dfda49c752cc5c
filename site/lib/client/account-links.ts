/**
 * Where an account page sends the traveller next: only a path of this site
 * (`/account/orders`), never another origin (`//evil.example`, `/\evil`).
 */
export function safeNext(value: string | null | undefined, fallback: string): string {
  if (!value || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return fallback
  return value
}

/** The login page of `loginUrl` with the page to come back to after logging in. */
export function loginWithNext(loginUrl: string, next: string) {
  return `${loginUrl}?next=${encodeURIComponent(next)}`
}
