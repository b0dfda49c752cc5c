import type { Locale } from "@sendero/shared/locales"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"

export const PASSWORD = "dunas-rojas-2026"

export const uniqueEmail = (who: string) => `${who}.${Date.now()}@example.com`

/** Waits until the island holding `testId` has hydrated: text typed before that would be lost. */
export async function formReady(page: Page, testId: string) {
  await expect(page.locator(`astro-island:has([data-testid="${testId}"])`)).not.toHaveAttribute(
    "ssr",
    /.*/,
  )
}

/** Signs up through the page (es or en labels), ending on the account page. */
export async function signUp(page: Page, locale: Locale, name: string, email: string) {
  const en = locale === "en"
  await page.goto(en ? "/en/auth/sign-up" : "/auth/sign-up")
  await formReady(page, "signup-form")
  await page.getByLabel(en ? "First name" : "Nombre", { exact: true }).fill(name)
  await page.getByLabel(en ? "Last name" : "Apellidos").fill("Pérez")
  await page.getByLabel(en ? "E-mail" : "Correo electrónico").fill(email)
  await page.getByLabel(en ? "New password" : "Nueva contraseña").fill(PASSWORD)
  await page.getByLabel(en ? "Confirm password" : "Confirma la contraseña").fill(PASSWORD)
  await page.getByRole("button", { name: en ? "Create account" : "Crear la cuenta" }).click()
  await expect(page.getByTestId("account-greeting")).toHaveText(`${en ? "Hello" : "Hola"}, ${name}`)
}
