import { describe, expect, it } from "vitest"
import { buttonRendering } from "./button"

describe("buttonRendering", () => {
  it("renders a primary button of type button by default", () => {
    const r = buttonRendering({})
    expect(r.tag).toBe("button")
    expect(r.attrs.type).toBe("button")
    expect(r.attrs["data-variant"]).toBe("primary")
    expect(r.attrs.disabled).toBeUndefined()
    expect(r.attrs.class).toContain("bg-dune-700")
    expect(r.spinnerColor).toBe("#fff")
  })

  it("renders a link when given href", () => {
    const r = buttonRendering({ href: "/en", variant: "outlined" })
    expect(r.tag).toBe("a")
    expect(r.attrs.href).toBe("/en")
    expect(r.attrs.type).toBeUndefined()
    expect(r.attrs.rel).toBeUndefined()
    expect(r.attrs.class).toContain("border-dune-700")
    expect(r.spinnerColor).toBe("currentColor")
  })

  it("makes a loading button busy, not clickable, with its label kept but transparent", () => {
    const r = buttonRendering({ loading: true })
    expect(r.attrs.disabled).toBe(true)
    expect(r.attrs["aria-busy"]).toBe("true")
    expect(r.attrs["data-loading"]).toBe("true")
    // data-loading on the button hides the label and shows the spinner layer.
    expect(r.attrs.class.split(" ")).toContain("group")
    expect(r.contentClass).toContain("group-data-loading:opacity-0")
    expect(r.spinnerClass).toContain("hidden")
    expect(r.spinnerClass).toContain("group-data-loading:flex")
    expect(r.attrs.class).not.toContain("hover:")
    expect(r.inactive).toBe(true)
  })

  it("disables a button without making it busy", () => {
    const r = buttonRendering({ disabled: true, type: "submit" })
    expect(r.attrs.disabled).toBe(true)
    expect(r.attrs.type).toBe("submit")
    expect(r.attrs["aria-busy"]).toBeUndefined()
    expect(r.attrs["data-loading"]).toBeUndefined()
  })

  it("forwards the caller's data- and aria- attributes and nothing else", () => {
    const r = buttonRendering({
      variant: "outlined",
      "data-reset": true,
      "data-template": "{shown} of {total}",
      "data-testid": "load-more",
      "aria-describedby": "note",
    })
    expect(r.attrs).toMatchObject({
      "data-reset": true,
      "data-template": "{shown} of {total}",
      "data-testid": "load-more",
      "aria-describedby": "note",
    })
    expect(Object.keys(r.attrs)).not.toContain("variant")
  })

  it("keeps the button's own state attributes to its options", () => {
    const idle = buttonRendering({
      "aria-busy": "true",
      "data-loading": "true",
      "data-variant": "x",
    })
    expect(idle.attrs["aria-busy"]).toBeUndefined()
    expect(idle.attrs["data-loading"]).toBeUndefined()
    expect(idle.attrs["data-variant"]).toBe("primary")
    const link = buttonRendering({ href: "/en", "aria-disabled": "true" })
    expect(link.attrs["aria-disabled"]).toBeUndefined()
    expect(link.attrs.href).toBe("/en")
  })

  it("gives a link its rel, never a button", () => {
    expect(buttonRendering({ href: "https://wa.me/1", rel: "noopener" }).attrs.rel).toBe("noopener")
    expect(buttonRendering({ rel: "noopener" }).attrs.rel).toBeUndefined()
  })

  it("drops the href of a disabled or loading link so there is nothing to follow", () => {
    for (const state of [{ disabled: true }, { loading: true }]) {
      const r = buttonRendering({ href: "/checkout", ...state })
      expect(r.tag).toBe("a")
      expect(r.attrs.href).toBeUndefined()
      expect(r.attrs["aria-disabled"]).toBe("true")
      expect(r.attrs.role).toBe("link")
    }
  })

  it("applies the size and colour options", () => {
    const r = buttonRendering({
      width: 200,
      height: "3rem",
      backgroundColor: "#123456",
      iconColor: "red",
    })
    expect(r.attrs.style).toEqual({ width: "200px", height: "3rem", backgroundColor: "#123456" })
    expect(r.iconStyle).toEqual({ color: "red" })
  })

  it("leaves out the style attribute when no option sets one", () => {
    expect(buttonRendering({ variant: "third" }).attrs.style).toBeUndefined()
  })

  it("hides the label text of an icon button visually (it names the icon)", () => {
    expect(buttonRendering({ variant: "icon", prependIcon: "close" }).textClass).toBe("sr-only")
    expect(buttonRendering({ variant: "third" }).textClass).toBe("")
  })

  it("adds the caller's classes last", () => {
    expect(buttonRendering({ class: "mt-8" }).attrs.class.endsWith("mt-8")).toBe(true)
  })
})
