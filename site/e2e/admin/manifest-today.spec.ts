import { SKELETON } from "../journey-helpers"
import { adminPath, expect, medusaUrl, test } from "./fixtures"
import { riyadhDate } from "./orders"

/** Today's date (YYYY-MM-DD) on a zone's wall clock. */
const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date())

test("the manifest opened without a date is the experience's today, not the admin computer's", async ({
  browser,
  adminStorageState,
}) => {
  test.setTimeout(120_000)
  // An admin computer whose calendar is on another day than Riyadh's right now (one of these two
  // always is: UTC+14 from 10:00 UTC, UTC-11 before 11:00 and from 21:00 UTC).
  const experienceToday = riyadhDate(0)
  const zone = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find(
    (z) => dateIn(z) !== experienceToday,
  )!
  const context = await browser.newContext({
    storageState: adminStorageState,
    locale: "es-ES",
    timezoneId: zone,
    viewport: { width: 1440, height: 900 },
  })
  await context.addCookies([
    { name: "lng", value: "es", domain: new URL(medusaUrl()).hostname, path: "/" },
  ])
  const page = await context.newPage()
  await page.goto(adminPath(`/manifest?handle=${SKELETON}`))
  // The admin's first load (bundle, session, then the manifest) is slow on a busy machine.
  await expect(page.getByLabel("Fecha", { exact: true })).toHaveValue(experienceToday, {
    timeout: 60_000,
  })
  await context.close()
})
