import { expect, test } from "./fixtures"
import { days, pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * Issue 26's header everywhere, on the page types header.spec.ts does not
 * visit (the on-demand search, the wishlist, the packages and combos
 * listings), and the currency switch on a page without a script file: the
 * visitor stays on the same page, in the same language, and its prices are
 * in the new currency at once.
 */
test.use({ viewport: { width: 1366, height: 768 } })

test("after an add, search, wishlist, packages and combos show the count, the account and the currency; a currency chosen there keeps the page and shows its prices in it", async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await days(page, "available").last().click()
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")

  const banner = page.getByRole("banner")
  for (const path of ["/search/alula", "/wishlist", "/paquetes-de-viaje", "/combos"]) {
    await page.goto(path)
    await expect(banner.getByTestId("header-cart-count"), path).toHaveText("1")
    await expect(banner.getByRole("link", { name: "Carrito, 1 reserva" }), path).toBeVisible()
    await expect(
      banner.getByRole("link", { name: /^(Mi cuenta|Iniciar sesión)$/ }).first(),
      path,
    ).toBeVisible()
    await expect(banner.getByRole("combobox", { name: "Moneda" }), path).toHaveValue("EUR")
  }

  // English combos: the switch keeps the page and its language, and its prices change at once.
  await page.goto("/en/combos")
  const prices = page.locator("main [data-prices]")
  await expect(prices.first()).toContainText("€")
  await banner.getByRole("combobox", { name: "Currency" }).selectOption("USD")
  await expect(page).toHaveURL(/\/en\/combos$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(prices.first()).toContainText("$")
  await expect(prices.first()).not.toContainText("€")
  // And on the on-demand search (rendered by the server, which does not know the currency).
  await page.goto("/en/search/alula")
  await expect(banner.getByRole("combobox", { name: "Currency" })).toHaveValue("USD")
  const found = page.locator("main [data-prices]")
  if (await found.count()) await expect(found.first()).toContainText("$")
  // Back to euros on a content page (about): it stays there, in English.
  await page.goto("/en/about")
  await banner.getByRole("combobox", { name: "Currency" }).selectOption("EUR")
  await expect(page).toHaveURL(/\/en\/about$/)
  await page.goto("/en/combos")
  await expect(prices.first()).toContainText("€")
})
