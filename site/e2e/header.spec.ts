import { expect, test, type Page } from "./fixtures"
import { days, pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * The header everywhere (issue 26) and in one row on a desktop (issue 27):
 * the cart's count, the account entry and the currency switcher on every
 * page, content pages still without a script file; at 1366 x 768 one row
 * whose every entry is reachable, "Más" / "More" by keyboard.
 */

const BLOG_POST = "/blog/alula-en-tres-dias"
/** A content page's inline scripts (bench:site's budget for content pages). */
const CONTENT_INLINE_BYTES = 1024

test.use({ viewport: { width: 1366, height: 768 } })

/** Adds one adult on the skeleton experience; the cart then has `bookings` bookings (1 by default). */
async function addOneBooking(page: Page, bookings = "1") {
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await days(page, "available").last().click()
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText(bookings)
}

/** The first tour package's page, from the packages listing. */
async function packagePath(page: Page) {
  await page.goto("/paquetes-de-viaje")
  return (await page.getByTestId("experience-card-link").first().getAttribute("href"))!
}

/** The script files a page loads and the bytes of its inline scripts (JSON data blocks are not scripts). */
const scriptsOf = (page: Page) =>
  page.evaluate(() => {
    const scripts = [...document.scripts]
    const code = scripts.filter((s) => !s.src && /^(|module|text\/javascript)$/i.test(s.type))
    return {
      files: scripts.filter((s) => s.src).length + document.querySelectorAll("astro-island").length,
      inline: code.reduce(
        (sum, s) => sum + new TextEncoder().encode(s.textContent ?? "").length,
        0,
      ),
    }
  })

test("after an add, the header shows the cart's count, the account and the currency on home, a listing, a blog post and a package page; content pages still load no script file", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addOneBooking(page)
  const banner = page.getByRole("banner")
  for (const path of ["/", "/things-to-do", BLOG_POST, "/about", await packagePath(page)]) {
    await page.goto(path)
    await expect(banner.getByTestId("header-cart-count"), path).toHaveText("1")
    await expect(banner.getByRole("link", { name: "Carrito, 1 reserva" }), path).toBeVisible()
    await expect(
      banner.getByRole("link", { name: /^(Mi cuenta|Iniciar sesión)$/ }).first(),
      path,
    ).toBeVisible()
    await expect(banner.getByRole("combobox", { name: "Moneda" }), path).toHaveValue("EUR")
  }
  for (const path of [BLOG_POST, "/about"]) {
    await page.goto(path)
    const scripts = await scriptsOf(page)
    expect(scripts.files, path).toBe(0)
    expect(scripts.inline, path).toBeLessThanOrEqual(CONTENT_INLINE_BYTES)
  }

  // English, on a content page: the same entries in the page's language.
  await page.goto("/en/blog/alula-in-three-days")
  await expect(banner.getByRole("link", { name: "Cart, 1 booking" })).toBeVisible()
  await expect(banner.getByRole("link", { name: "My account" })).toBeVisible()
  await expect(banner.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR")
})

test("a content page follows another tab: the header's count changes with an add and a removal there, and hides when the cart is emptied", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await addOneBooking(page)
  const content = await context.newPage()
  await content.goto(BLOG_POST)
  const count = content.getByRole("banner").getByTestId("header-cart-count")
  await expect(count).toHaveText("1")

  // Another add in the first tab: the content page (no script file, no reload) shows 2.
  await addOneBooking(page, "2")
  await expect(count).toHaveText("2")
  await expect(
    content.getByRole("banner").getByRole("link", { name: "Carrito, 2 reservas" }),
  ).toBeVisible()

  // Both removed in the cart: the content page's badge goes and its link has its plain name.
  await page.goto("/cart")
  for (const left of ["1", "0"]) {
    await page.getByRole("button", { name: "Eliminar" }).first().click()
    if (left !== "0") await expect(page.getByTestId("header-cart-count")).toHaveText(left)
  }
  await expect(count).toBeHidden()
  await expect(
    content.getByRole("banner").getByRole("link", { name: "Carrito", exact: true }),
  ).toBeVisible()
})

test("a currency chosen on a content page shows the site's prices in it, and the cart follows on its next page", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addOneBooking(page)
  await page.goto(BLOG_POST)
  await page.getByRole("banner").getByRole("combobox", { name: "Moneda" }).selectOption("USD")

  // A listing's prerendered prices and its header, on the next page.
  await page.goto("/things-to-do")
  await expect(page.getByRole("banner").getByRole("combobox", { name: "Moneda" })).toHaveValue(
    "USD",
  )
  await expect(page.locator("[data-prices]").first()).toContainText("US$")
  // The cart moved to the currency's region (the header's island on the cart page moves it).
  await page.goto("/cart")
  await expect(page.getByTestId("cart-total")).toContainText("US$")
  await expect(page.getByRole("banner").getByTestId("currency-switch")).toHaveValue("USD")
})

for (const [locale, paths] of [
  ["es", ["/", BLOG_POST, SKELETON_PATH, "/cart"]],
  ["en", ["/en", "/en/about", "/en/things-to-do"]],
] as const) {
  test(`at 1366 x 768 the header (${locale}) is one row and every entry is reachable, "More" by keyboard`, async ({
    page,
  }) => {
    const banner = page.getByRole("banner")
    const row = page.locator("#site-header > div")
    for (const path of paths) {
      await page.goto(path)
      const brand = await row.locator(":scope > a").first().boundingBox()
      const cart = await banner.getByTestId("header-cart").boundingBox()
      // One row: the cart stands beside the name, not under it, and the header is one control high.
      expect(
        Math.abs(brand!.y + brand!.height / 2 - (cart!.y + cart!.height / 2)),
        path,
      ).toBeLessThan(6)
      expect((await row.boundingBox())!.height, path).toBeLessThan(80)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(1366)
    }

    // Every entry of the menu (the phone menu lists them all) is in the row or under "More".
    const all = await page
      .getByTestId("phone-menu")
      .locator("nav li:not(:last-child) a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))
    expect(all.length).toBeGreaterThanOrEqual(6)
    const menu = page.getByTestId("header-menu")
    const more = menu.getByTestId("header-more")
    const inRow = await menu
      .locator(":scope > ul > li > a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(inRow.length).toBeGreaterThanOrEqual(3)
    for (const href of inRow)
      await expect(menu.locator(`:scope > ul > li > a[href="${href}"]`)).toBeVisible()

    // "More" by keyboard: focus, Enter opens it, Tab reaches its first entry, Enter again closes it.
    const under = all.filter((href) => !inRow.includes(href))
    expect(under.length).toBeGreaterThan(0)
    await expect(more.locator(`a[href="${under[0]}"]`)).toBeHidden()
    await more.locator("summary").focus()
    await page.keyboard.press("Enter")
    for (const href of under) await expect(more.locator(`a[href="${href}"]`)).toBeVisible()
    expect([...inRow, ...under].sort()).toEqual([...all].sort())
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(under[0])
    await more.locator("summary").focus()
    await page.keyboard.press("Enter")
    await expect(more.locator(`a[href="${under[0]}"]`)).toBeHidden()
  })
}
