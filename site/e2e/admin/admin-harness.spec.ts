import { adminPath, expect, test } from "./fixtures"

// The harness itself: the seeded admin is already logged in (saved storage
// state) and the admin speaks the language the test asks for.
test("the seeded admin opens the products list in Spanish, logged in once", async ({
  adminPage,
}) => {
  // The admin's first load (its whole bundle) is slow on a busy machine, as the journeys' pages.
  test.setTimeout(120_000)
  await adminPage.goto(adminPath("/products"))
  await expect(adminPage).not.toHaveURL(/\/app\/login/)
  await expect(adminPage.getByRole("heading", { name: "Productos" })).toBeVisible()
})
