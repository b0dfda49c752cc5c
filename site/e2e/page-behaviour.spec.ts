import { expect, test } from "./fixtures"

const EXPERIENCE = "/things-to-do-in-riyadh/senderismo-dunas-atardecer"

test("images are webp in every breakpoint, the first one eager with high priority", async ({
  page,
}) => {
  await page.goto(EXPERIENCE)
  const cover = page.locator("main article img").first()
  await expect(cover).toHaveAttribute("fetchpriority", "high")
  await expect(cover).toHaveAttribute("loading", "eager")
  expect(await cover.getAttribute("src")).toMatch(/\.webp$/)
  const srcset = (await cover.getAttribute("srcset"))!
  expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
    "320w",
    "640w",
    "768w",
    "1024w",
    "1280w",
    "1536w",
  ])
  expect(await cover.getAttribute("sizes")).toBeTruthy()
  const related = page.locator("#related ~ ul img").first()
  await expect(related).toHaveAttribute("loading", "lazy")
  const image = await page.request.get((await cover.getAttribute("src"))!)
  expect(image.headers()["content-type"]).toBe("image/webp")
})

test("pages are served compressed", async ({ request }) => {
  for (const path of ["/", "/faq", EXPERIENCE]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } })
    expect(response.headers()["content-encoding"], path).toBe("gzip")
  }
})

test("content pages ship no script file", async ({ page }) => {
  for (const path of ["/faq", "/en/blog", "/about"]) {
    await page.goto(path)
    await expect(page.locator("script[src]"), path).toHaveCount(0)
  }
})

test("the build id is served for open pages to notice a new build", async ({ request }) => {
  const response = await request.get("/version.json")
  expect(response.status()).toBe(200)
  expect((await response.json()).build).toMatch(/^\w+$/)
})

test("an experience page whose island code fails to load reloads once, not again", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /AvailabilityPicker|Error hydrating|Failed to fetch dynamically imported module|ERR_FAILED/,
    "the test aborts the picker's island code: the failed load and Astro's hydration report are the point",
  )
  let loads = 0
  let reported = 0
  page.on("load", () => loads++)
  // Astro retries a failed island import once, then reports it (and logs this error).
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Error hydrating")) reported++
  })
  await page.route(/\/_astro\/AvailabilityPicker[^/]*\.js/, (route) => route.abort())
  await page.goto(EXPERIENCE)
  await page.locator("[data-slot=booking]").scrollIntoViewIfNeeded()
  await expect.poll(() => loads).toBe(2)
  await page.locator("[data-slot=booking]").scrollIntoViewIfNeeded()
  await expect.poll(() => reported).toBe(2)
  await expect(page.locator("[data-slot=booking]")).toBeVisible()
  expect(loads).toBe(2)
})

test("/sitemap.xml is a sitemap with language alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml", { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  const xml = await response.text()
  expect(xml).toMatch(/<urlset|<sitemapindex/)
  expect(xml).toContain('hreflang="en"')
  expect(xml).toContain("/things-to-do-in-riyadh/senderismo-dunas-atardecer</loc>")
  // English pages at their English slugs, paired with their Spanish page.
  const hiking = xml.match(/<url><loc>[^<]*\/en\/hiking<\/loc>.*?<\/url>/s)?.[0] ?? ""
  expect(hiking).toMatch(/hreflang="es" href="[^"]*\/senderismo"/)
  expect(xml).not.toContain("/en/senderismo<")
  // Pages kept out of search engines are not offered to them either.
  expect(xml).not.toContain("/playground</loc>")
})
