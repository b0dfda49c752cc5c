import { expect, test } from "./fixtures"

const medusaUrl = process.env.MEDUSA_URL || "http://localhost:9000"
const CSP_REFUSAL = /Content[- ]Security[- ]Policy/i

test("storefront pages, files and on-demand pages carry the security headers", async ({
  request,
}) => {
  for (const path of ["/", "/en/things-to-do", "/cart", "/favicon.svg", "/no-such-page"]) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect(headers["x-content-type-options"], path).toBe("nosniff")
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin")
    expect(headers["x-frame-options"], path).toBe("DENY")
    expect(headers["permissions-policy"], path).toContain("camera=()")
    expect(headers["x-powered-by"], path).toBeUndefined()
    const policy = headers["content-security-policy"]
    expect(policy, path).toContain("frame-ancestors 'none'")
    const scripts = policy.split(/;\s*/).find((d) => d.startsWith("script-src"))!
    expect(scripts, path).not.toContain("unsafe-inline")
    expect(scripts, path).not.toMatch(/https?:/)
  }
})

test("an inline script the page did not ship is refused and reported in the console", async ({
  browser,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(
    CSP_REFUSAL,
    "the test injects an inline script the policy must refuse, and reads the refusal",
  )
  // A context of its own, so the locale cookie below is the page's own.
  const context = await browser.newContext({ baseURL, locale: "es-ES" })
  const page = await context.newPage()
  const messages: string[] = []
  page.on("console", (m) => messages.push(m.text()))
  await page.goto("/faq")
  await page.addScriptTag({ content: "window.__injected = true" }).catch(() => {})
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  expect(messages.some((m) => CSP_REFUSAL.test(m))).toBe(true)
  // The page's own inline scripts ran: the locale cookie is set.
  expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("es")
  await context.close()
})

test("Medusa's admin cannot be framed", async ({ request }) => {
  const response = await request.get(`${medusaUrl}/app`)
  expect(response.status()).toBe(200)
  expect(response.headers()["x-frame-options"]).toBe("DENY")
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'")
  expect(response.headers()["x-powered-by"]).toBeUndefined()
})

test("Medusa's API answers through our request wrapper (commerce/src/lib/framework-seams.ts)", async ({
  request,
}) => {
  // Set before Express runs, and X-Powered-By taken off as the head goes out: the wrapper is on.
  const response = await request.get(`${medusaUrl}/store/no-such-route`, {
    headers: {
      "accept-language": "en",
      "x-publishable-api-key": process.env.PUBLISHABLE_KEY ?? "",
    },
  })
  expect(response.status()).toBe(404)
  expect(response.headers()["x-frame-options"]).toBe("DENY")
  expect(response.headers()["x-powered-by"]).toBeUndefined()
  expect(await response.json()).toMatchObject({ code: "not_found" })
})
