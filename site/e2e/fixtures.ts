import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test"

/** What a test may expect in the console: a pattern and why it is expected there. */
type Allowed = { pattern: RegExp; reason: string; seen: number }

/** The console guard a test can ask for, to allow what it provokes on purpose. */
export type ConsoleGuard = {
  /**
   * Lets console errors or page errors matching `pattern` pass in this test
   * only; `reason` says why the test expects them (shown in the report).
   */
  allow(pattern: RegExp, reason: string): void
}

const CSP = /Content[- ]Security[- ]Policy/i

/** What Node says when a server closed a pooled keep-alive socket as the request went out on it. */
const STALE_SOCKET = /ECONNRESET|socket hang up|other side closed/

const VERBS = new Set(["get", "post", "put", "patch", "delete", "head", "fetch"])

/**
 * Playwright's request context, sending a request once more when the server had
 * closed the pooled socket it went out on. Playwright keeps idle keep-alive
 * sockets without the server's `Keep-Alive: timeout=5` hint
 * (microsoft/playwright#42698), so the first call to Medusa after a browser step
 * of more than 5 s can meet a socket Node's server is closing: `read ECONNRESET`
 * (CI of stop 31). The server never read that request, so sending it again on a
 * fresh socket repeats nothing; any other failure is thrown as it is.
 */
export function retryingOnStaleSocket(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver)
      if (typeof name !== "string" || !VERBS.has(name) || typeof value !== "function") return value
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args)
        } catch (error) {
          if (!(error instanceof Error) || !STALE_SOCKET.test(error.message)) throw error
          return await value.apply(target, args)
        }
      }
    },
  })
}

/**
 * Playwright's `test` with one automatic check around every test: no console
 * error (React's hydration errors, a failed request the page logs, a
 * Content-Security-Policy refusal) and no uncaught page error may happen in any
 * page the test opens, in its own context or in any context it makes with
 * `browser.newContext()`/`newPage()`. A test that provokes one on purpose says
 * so: `consoleGuard.allow(/pattern/, "why")`. Its `request` sends a request
 * again when it went out on a socket the server had just closed
 * (`retryingOnStaleSocket`). Every spec imports `test` from here (ESLint
 * enforces it).
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  request: async ({ request }, use) => {
    await use(retryingOnStaleSocket(request))
  },
  consoleGuard: [
    async ({ context, browser }, use, testInfo) => {
      const problems: string[] = []
      const allowed: Allowed[] = []
      const record = (page: Page, kind: string, text: string) => {
        const rule = allowed.find((a) => a.pattern.test(text))
        if (rule) rule.seen++
        else problems.push(`${kind} at ${page.url()}: ${text}`)
      }
      const watchPage = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error" && !CSP.test(message.text())) return
          // Chromium names a failed request's status only: the resource's URL is the message's location.
          const failed = /^Failed to load resource/.test(message.text()) && message.location().url
          record(
            page,
            `console.${message.type()}`,
            failed ? `${message.text()}: ${failed}` : message.text(),
          )
        })
        page.on("pageerror", (error) => record(page, "page error", error.stack ?? error.message))
      }
      const watchContext = (c: BrowserContext) => {
        c.pages().forEach(watchPage)
        c.on("page", watchPage)
      }
      watchContext(context)
      // Contexts the test makes itself are watched too (browser.newPage makes one through newContext).
      const newContext = browser.newContext
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext.apply(browser, args)
        watchContext(made)
        return made
      }
      try {
        await use({
          allow: (pattern, reason) => {
            allowed.push({ pattern, reason, seen: 0 })
          },
        })
      } finally {
        browser.newContext = newContext
      }
      for (const rule of allowed)
        testInfo.annotations.push({
          type: "console allowed",
          description: `${rule.pattern} (${rule.seen} seen): ${rule.reason}`,
        })
      expect(
        problems,
        "console errors and page errors (allow an expected one with consoleGuard.allow)",
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { APIRequestContext, Page } from "@playwright/test"
