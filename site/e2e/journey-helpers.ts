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
export async function setTravellers(page: Page, band: string, count: number, names: { add: string | RegExp; remove: string | RegExp }) {
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
    ;(window as unknown as { __shifts: ShiftWatch & { add: typeof add } }).__shifts = Object.assign(watch, { add })
  })
}

/** The page's layout shift so far, two frames after its last change (see watchLayoutShifts). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const watch = (window as unknown as { __shifts: ShiftWatch & { add: (e: PerformanceEntryList) => void } }).__shifts
            watch.add(watch.observer.takeRecords())
            resolve(watch.total)
          }),
        ),
      ),
  )
