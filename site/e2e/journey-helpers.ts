import { expect, type Page } from "@playwright/test"

export const SKELETON = "senderismo-dunas-atardecer"
export const SKELETON_PATH = `/things-to-do-in-riyadh/${SKELETON}`

/** The site at 127.0.0.1 instead of localhost: the journey must work at any host (no CORS). */
export function ipSiteUrl() {
  const url = new URL(process.env.SITE_URL || "http://localhost:4321")
  url.hostname = "127.0.0.1"
  return url.origin
}

/** The picker's calendar days of a status. */
export const days = (page: Page, status: "available" | "sold_out" | "closed" | "past") =>
  page.getByTestId("calendar").locator(`button[data-status="${status}"]`)

/**
 * The `n`-th open day (from 0) from the month the picker shows on, browsing to
 * the next months when this one has fewer left: near a month's end only a few
 * of its days are still ahead, so a fixed position in one month would fail on
 * some dates of the year.
 */
export async function openDay(page: Page, n: number) {
  const next = page.getByRole("button", { name: /^(Mes siguiente|Next month)$/ })
  for (let month = 0; month < 4; month++) {
    await expect(days(page, "available").first()).toBeVisible()
    const count = await days(page, "available").count()
    if (n < count) return days(page, "available").nth(n)
    n -= count
    const shown = (await page.getByTestId("calendar-month").textContent()) ?? ""
    await next.click()
    await expect(page.getByTestId("calendar-month")).not.toHaveText(shown)
  }
  throw new Error("fewer open days than asked in the next four months")
}

/** Waits for the picker to have preselected a date and shown its options. */
export async function pickerReady(page: Page) {
  await expect(page.getByTestId("calendar").locator('button[aria-pressed="true"]')).toHaveCount(1)
  await expect(page.getByTestId("booking-form")).toBeVisible()
}

/** The id of the slot chosen in the picker. */
export async function chosenSlot(page: Page) {
  const checked = page.getByTestId("slot").filter({ has: page.locator("input:checked") })
  return (await checked.getAttribute("data-slot-id"))!
}

/** Sets a band's stepper to `count` with its buttons. */
export async function setTravellers(
  page: Page,
  band: string,
  count: number,
  names: { add: string | RegExp; remove: string | RegExp },
) {
  const stepper = page.getByTestId(`stepper-${band}`)
  const value = stepper.getByTestId(`count-${band}`)
  for (let i = 0; i < 60; i++) {
    const now = Number(await value.textContent())
    if (now === count) return
    const button = stepper.getByRole("button", { name: now < count ? names.add : names.remove })
    if (await button.isDisabled()) throw new Error(`${band} cannot go from ${now} towards ${count}`)
    await button.click()
    await expect(value).not.toHaveText(String(now))
  }
  throw new Error(`could not set ${band} to ${count}`)
}

type ShiftWatch = { total: number; observer: PerformanceObserver }
type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean }

/**
 * From the next page on, sums each page's layout shifts not caused by input
 * (its CLS as Lighthouse counts it): islands that render in must not push the page around.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const watch = { total: 0 } as ShiftWatch
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as Shift[]) if (!e.hadRecentInput) watch.total += e.value
    }
    watch.observer = new PerformanceObserver((list) => add(list.getEntries()))
    watch.observer.observe({ type: "layout-shift", buffered: true })
    ;(window as unknown as { __shifts: ShiftWatch & { add: typeof add } }).__shifts = Object.assign(
      watch,
      { add },
    )
  })
}

/** The page's layout shift so far, two frames after its last change (see watchLayoutShifts). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const watch = (
              window as unknown as {
                __shifts: ShiftWatch & { add: (e: PerformanceEntryList) => void }
              }
            ).__shifts
            watch.add(watch.observer.takeRecords())
            resolve(watch.total)
          }),
        ),
      ),
  )

/**
 * Opens `path` as the browser has it mid-download: the server's HTML cut at
 * `cutAt(html)` (a tag's start), served whole so the parser closes what is
 * open, as it stands when a first paint catches a page half parsed. Without
 * `cutAt`, the whole page through the same route (the reference to compare with).
 */
export async function partialPage(page: Page, path: string, cutAt?: (html: string) => number) {
  const response = await page.request.get(path)
  expect(response.ok(), path).toBe(true)
  const html = await response.text()
  const end = cutAt ? cutAt(html) : html.length
  if (end <= 0 || end > html.length || (cutAt && html[end] !== "<"))
    throw new Error(`no place to cut ${path} at (${end})`)
  const headers = Object.fromEntries(
    Object.entries(response.headers()).filter(
      ([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name),
    ),
  )
  const target = (url: URL) => url.pathname === path
  await page.route(target, (route) =>
    route.fulfill({ status: response.status(), headers, body: html.slice(0, end) }),
  )
  try {
    await page.goto(path)
  } finally {
    await page.unroute(target)
  }
}

export type DrawnBox = { index: number; what: string; x: number; y: number }

/**
 * Where each element of the header and main that is drawn in the viewport
 * starts (what a layout shift compares), keyed by its place in the document:
 * a page cut mid-download has the whole page's first elements in the same order.
 */
export const drawnBoxes = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.body.querySelectorAll("*")]
    const boxes: DrawnBox[] = []
    all.forEach((element, index) => {
      if (!element.closest("header, main")) return
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= innerHeight)
        return
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return
      const testid = element.getAttribute("data-testid")
      const what = `${element.tagName.toLowerCase()}${testid ? `[${testid}]` : ""}${element.getAttribute("class") ? `.${element.getAttribute("class")!.split(" ").slice(0, 3).join(".")}` : ""}`
      boxes.push({ index, what, x: Math.round(rect.x), y: Math.round(rect.y) })
    })
    return boxes
  })

/** The drawn elements of `part` that the whole page draws elsewhere (or not at all): each would be a layout shift. */
export function movedBoxes(part: DrawnBox[], whole: DrawnBox[]) {
  const at = new Map(whole.map((b) => [b.index, b]))
  return part
    .filter((b) => {
      const w = at.get(b.index)
      return !w || w.what !== b.what || Math.abs(w.x - b.x) > 1 || Math.abs(w.y - b.y) > 1
    })
    .map(
      (b) =>
        `${b.what} at ${b.x},${b.y}, in the whole page ${at.has(b.index) ? `${at.get(b.index)!.x},${at.get(b.index)!.y}` : "not drawn"}`,
    )
}

/** The skeleton experience's page opened on a date (`?date=`), that date picked. */
export async function openOn(page: Page, date: string) {
  await page.goto(`${SKELETON_PATH}?date=${date}`)
  await expect(page.getByTestId("calendar").locator(`button[data-date="${date}"]`)).toHaveAttribute(
    "aria-pressed",
    "true",
  )
}
