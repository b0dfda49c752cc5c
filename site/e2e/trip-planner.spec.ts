import { expect, test } from "./fixtures"

test("a two-day plan from the wishlist, shared by a link, opened elsewhere read-only and booked in one cart (a tampered item is flagged, nothing held)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.goto("/en/things-to-do-in-dubai")
  const cards = page.locator("[data-card]:visible")
  const titles: string[] = []
  for (const i of [0, 1]) {
    const title = (await cards.nth(i).getByTestId("experience-card-link").textContent())!.trim()
    await cards
      .nth(i)
      .getByRole("button", { name: `Save to your wishlist: ${title}` })
      .click()
    titles.push(title)
  }
  await page.goto("/en/wishlist")
  await page.getByTestId("wishlist-plan").click()
  await expect(page).toHaveURL(/\/en\/trip-planner$/)
  await expect(page.getByLabel("City")).toHaveValue("dubai")

  // One experience on each day, each at a real start time with seats.
  const days = page.getByTestId("planner-day")
  await expect(days).toHaveCount(2)
  for (const [i, title] of titles.entries()) {
    const day = days.nth(i)
    await day.getByLabel("Add to this day").selectOption({ label: title })
    await day.getByTestId("planner-times").getByRole("button").first().click()
    await expect(day.getByTestId("planner-item")).toContainText(title)
    await expect(day.getByTestId("planner-item-time")).toHaveText(/^\d\d:\d\d–\d\d:\d\d$/)
  }
  await expect(page.getByTestId("planner-total")).toHaveText(
    /Total for 2 travellers:\s*€[\d,]+\.\d\d/,
  )
  // Kept in the browser: a reload shows the same plan.
  await page.reload()
  await expect(page.getByTestId("planner-item")).toHaveCount(2)

  await page.getByRole("button", { name: "Share the plan" }).click()
  const link = await page.getByTestId("planner-link").inputValue()
  expect(link).toMatch(/\/en\/trip-planner\?plan=[\w-]+$/)

  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const friend = await elsewhere.newPage()
  // A link whose item was tampered with (a slot that does not exist): flagged before anything is held.
  const plan = JSON.parse(
    Buffer.from(new URL(link).searchParams.get("plan")!, "base64url").toString(),
  )
  plan.items[0][0].slot_id = "slot_01JD0000000000000000000000"
  await friend.goto(
    `/en/trip-planner?plan=${Buffer.from(JSON.stringify(plan)).toString("base64url")}`,
  )
  await friend.getByTestId("planner-book").click()
  await expect(friend.getByTestId("planner-item-unavailable")).toHaveText(
    "No longer available: change or remove it.",
  )
  await expect(friend.getByTestId("planner-notice")).toHaveText(
    /^1 experience of the plan is no longer available/,
  )
  await expect(friend.getByTestId("header-cart-count")).toHaveCount(0)

  // The real link: read-only, the same two days, booked in one cart.
  await friend.goto(new URL(link).pathname + new URL(link).search)
  await expect(friend.getByTestId("planner-shared")).toBeVisible()
  await expect(friend.getByLabel("Add to this day")).toHaveCount(0)
  await expect(friend.getByTestId("planner-item")).toHaveCount(2)
  await friend.getByTestId("planner-book").click()
  await expect(friend).toHaveURL(/\/en\/cart$/, { timeout: 30_000 })
  await expect(friend.getByTestId("cart-booking")).toHaveCount(2)
  for (const title of titles) await expect(friend.getByTestId("cart")).toContainText(title)
  await elsewhere.close()
})

test("a wished multi-day tour package is not placed on one day: the planner says why and links to its page", async ({
  page,
}) => {
  await page.goto("/en/tour-packages")
  const card = page.locator("[data-card]:visible").first()
  const title = (await card.getByTestId("experience-card-link").textContent())!.trim()
  await card.getByRole("button", { name: `Save to your wishlist: ${title}` }).click()
  await page.goto("/en/trip-planner")
  await expect(page.getByTestId("planner-empty")).toContainText(
    "Your wishlist holds only multi-day tour packages",
  )
  await expect(page.getByLabel("Add to this day")).toHaveCount(0)
  const note = page.getByTestId("planner-multi-day")
  await expect(note).toContainText("Multi-day tour packages are not placed on a day of the plan")
  await note.getByRole("link", { name: title }).click()
  await expect(page).toHaveURL(/\/en\/tour-packages\/[a-z0-9-]+$/)
})
