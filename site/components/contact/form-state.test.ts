import { describe, expect, it } from "vitest"
import { CONTACT_REQUIRED, emptyRequired } from "./form-state"

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe("the contact form's required fields", () => {
  it("names every empty or blank one, in the form's order", () => {
    expect(emptyRequired(form({}))).toEqual([...CONTACT_REQUIRED])
    expect(emptyRequired(form({ name: "Ana", email: "  ", subject: "", message: "Hola" }))).toEqual(
      ["email", "subject"],
    )
  })

  it("names none once all are filled", () => {
    expect(
      emptyRequired(
        form({ name: "Ana", email: "ana@example.com", subject: "Dudas", message: "Hola" }),
      ),
    ).toEqual([])
  })
})
