import { describe, expect, it } from "vitest"
import { formBody } from "./form-body"

describe("formBody", () => {
  it("nests dotted names, lists repeated checkboxes and leaves empty fields out", () => {
    const data = new FormData()
    data.set("form", "offer")
    data.set("travellers.adult", "2")
    data.set("travellers.child", "0")
    data.append("languages", "es")
    data.append("languages", "ar")
    data.set("date_to", "")
    data.set("website", "")
    data.set("elapsed_ms", "4200")
    expect(formBody(data)).toEqual({
      travellers: { adult: "2", child: "0" },
      languages: ["es", "ar"],
      website: "",
      elapsed_ms: "4200",
    })
  })

  it("times a form the server rendered when the browser did not (no JavaScript)", () => {
    const data = new FormData()
    data.set("form_ts", "1000")
    expect(formBody(data, 6000)).toEqual({ elapsed_ms: 5000 })
    expect(formBody(data, 500)).toEqual({})
  })
})

describe("formBody timing", () => {
  it("keeps the browser's measure when it is the longer one", () => {
    const data = new FormData()
    data.set("elapsed_ms", "9000")
    data.set("form_ts", "1000")
    expect(formBody(data, 3000)).toEqual({ elapsed_ms: "9000" })
  })
})
