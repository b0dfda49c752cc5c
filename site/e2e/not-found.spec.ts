import { expect, test } from "./fixtures"

for (const path of [
  "/no-such-page",
  "/things-to-do-in-nowhere",
  "/things-to-do-in-riyadh/no-such-experience",
  "/no-such-category",
  "/blog/no-such-post",
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404 /, "the page asked for does not exist: its 404 is the point")
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole("heading", { level: 1, name: "Esta página no existe" }),
    ).toBeVisible()
    await expect(page.getByText("eliminado, que haya cambiado de nombre")).toBeVisible()
    await expect(page.getByTestId("not-found-message")).toHaveText(`Página no encontrada: ${path}`)
    await expect(page.getByTestId("not-found-illustration")).toHaveAttribute("width", "420")
    await page.getByRole("link", { name: "Volver al inicio" }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}

test("an unknown English path answers 404 in English", async ({ page, consoleGuard }) => {
  consoleGuard.allow(
    /status of 404 .*\/en\/blog\/no-such-post$/,
    "the page asked for does not exist: its 404 is the point",
  )
  const response = await page.goto("/en/blog/no-such-post")
  expect(response?.status()).toBe(404)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(
    page.getByRole("heading", { level: 1, name: "This page does not exist" }),
  ).toBeVisible()
  await expect(page.getByTestId("not-found-message")).toHaveText(
    "Page Not Found: /en/blog/no-such-post",
  )
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
    "href",
    "/en",
  )
})
