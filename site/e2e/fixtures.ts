import { test as base, expect } from "@playwright/test"

/**
 * Playwright's `test` with one automatic check around every test: no
 * Content-Security-Policy violation may reach the browser console (an inline
 * script without its hash, a script or request to an origin the policy does
 * not list). Every spec imports `test` from here (ESLint enforces it).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = []
      const watch = (page: import("@playwright/test").Page) =>
        page.on("console", (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`)
        })
      context.pages().forEach(watch)
      context.on("page", watch)
      await use()
      expect(violations, "Content-Security-Policy violations in the console").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { APIRequestContext, Page } from "@playwright/test"
