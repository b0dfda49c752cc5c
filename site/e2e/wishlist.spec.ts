import { formReady, PASSWORD, signUp, uniqueEmail } from "./account-helpers"
import { expect, test } from "./fixtures"

test("the wishlist keeps hearts across pages and a reload, without an account", async ({
  page,
}) => {
  await page.goto("/things-to-do-in-dubai")
  const cards = page.locator("[data-card]:visible")
  const first = cards.nth(0)
  const firstTitle = (await first.getByTestId("experience-card-link").textContent())!.trim()
  const heart = first.getByRole("button", { name: `Guardar en tu lista de deseos: ${firstTitle}` })
  await expect(heart).toHaveAttribute("aria-pressed", "false")
  await heart.click()
  await expect(heart).toHaveAttribute("aria-pressed", "true")

  // A second one from its own page, which knows the first is kept.
  const second = cards.nth(1)
  const secondTitle = (await second.getByTestId("experience-card-link").textContent())!.trim()
  await second.getByTestId("experience-card-link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondTitle)
  const pageHeart = page
    .getByRole("main")
    .getByRole("button", { name: `Guardar en tu lista de deseos: ${secondTitle}` })
    .first()
  await pageHeart.click()
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true")

  await page.getByTestId("header-wishlist").click()
  await expect(page).toHaveURL(/\/wishlist$/)
  const items = page.getByTestId("wishlist-item")
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText(secondTitle)
  await expect(items.nth(1)).toContainText(firstTitle)
  await page.reload()
  await expect(items).toHaveCount(2)

  // Removed here, the listing's heart follows; the English page lists the rest in English.
  await items
    .nth(1)
    .getByRole("button", { name: `Quitar de tu lista de deseos: ${firstTitle}` })
    .click()
  await expect(items).toHaveCount(1)
  await page.goto("/things-to-do-in-dubai")
  await expect(heart).toHaveAttribute("aria-pressed", "false")
  await page.goto("/en/wishlist")
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1)
  await expect(page.getByTestId("wishlist-item").getByRole("link")).toHaveAttribute(
    "href",
    /^\/en\/things-to-do-in-dubai\/[a-z0-9-]+$/,
  )
  await page.getByRole("button", { name: /^Remove from your wishlist/ }).click()
  await expect(page.getByText("You have not saved any experience yet.")).toBeVisible()
})

test("content pages keep shipping no script: their hearts stay hidden", async ({ page }) => {
  await page.goto("/blog/alula-en-tres-dias")
  await expect(page.locator("script[src]")).toHaveCount(0)
  await expect(page.locator("button[data-wish]").first()).toBeHidden()
})

test("the wishlist follows the traveller into their account and to another device; signing out there forgets it", async ({
  page,
  browser,
}) => {
  await page.goto("/en/things-to-do-in-dubai")
  const first = page.locator("[data-card]:visible").first()
  const title = (await first.getByTestId("experience-card-link").textContent())!.trim()
  await first.getByRole("button", { name: `Save to your wishlist: ${title}` }).click()
  const email = uniqueEmail("wish")
  await signUp(page, "en", "Wren", email)
  // The account page has seen the session and merged this browser's list into the account.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("sendero.wishlist.account")))
    .toMatch(/^cus_/)

  // Another device: nothing kept there until the traveller logs in.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const device = await other.newPage()
  await device.goto("/en/auth/login")
  await formReady(device, "login-form")
  await device.getByLabel("E-mail").fill(email)
  await device.getByLabel("Password").fill(PASSWORD)
  await device.getByRole("button", { name: "Log in" }).click()
  await expect(device.getByTestId("account-greeting")).toHaveText("Hello, Wren")
  // The page's refresh from the account is answered only after the removal below: its older list must not bring the item back.
  let clicked = () => {}
  const removalMade = new Promise<void>((resolve) => (clicked = resolve))
  await device.route("**/store/customers/me/wishlist", async (route) => {
    if (route.request().postData() !== "{}") return route.continue()
    const response = await route.fetch()
    await removalMade
    await route.fulfill({ response })
  })
  const refreshed = device.waitForEvent("requestfinished", (r) => r.postData() === "{}")
  await device.goto("/en/wishlist")
  const items = device.getByTestId("wishlist-item")
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText(title)

  // Removed on the other device (once the account has it), it is gone from the first one's wishlist page too.
  const saved = device.waitForResponse(
    (r) =>
      r.url().endsWith("/store/customers/me/wishlist") &&
      (r.request().postData() ?? "").includes('"remove"'),
  )
  await items
    .first()
    .getByRole("button", { name: `Remove from your wishlist: ${title}` })
    .click()
  await expect(items).toHaveCount(0)
  clicked()
  await refreshed
  expect((await saved).ok()).toBe(true)
  // Two frames after both answers arrived, the item is still gone.
  await device.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await items.count()).toBe(0)
  await page.goto("/en/wishlist")
  await expect(page.getByText("You have not saved any experience yet.")).toBeVisible()
  await device.goto("/en/things-to-do-in-dubai")
  await device
    .locator("[data-card]:visible")
    .first()
    .getByRole("button", { name: `Save to your wishlist: ${title}` })
    .click()
  await device.goto("/en/account")
  await device.getByTestId("sign-out").click()
  // Signed out once the page has gone home (a navigation before that would cut the sign-out short).
  await expect(device).toHaveURL(/\/en\/?$/)
  await device.goto("/en/wishlist")
  await expect(device.getByText("You have not saved any experience yet.")).toBeVisible()
  await other.close()
})
