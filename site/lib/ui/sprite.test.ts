import { describe, expect, it } from "vitest"
import { ICON_NAMES, ICON_SPRITE_VERSION, THEME_ICONS, iconHref, isIconName } from "./icons"
import { renderIconSprite, spriteVersion } from "./sprite"

describe("icon sprite", () => {
  const sprite = renderIconSprite()

  it("has one symbol per icon name, every theme of the spec included", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual([...ICON_NAMES])
    for (const theme of THEME_ICONS) expect(ids).toContain(theme)
  })

  it("carries the version of its current content in its URL (bump ICON_SPRITE_VERSION when icons change)", () => {
    expect(ICON_SPRITE_VERSION).toBe(spriteVersion(sprite))
    expect(iconHref("hotel")).toBe(`/icons.svg?v=${ICON_SPRITE_VERSION}#hotel`)
  })

  it("recognises content icon themes", () => {
    expect(isIconName("tour-guide")).toBe(true)
    expect(isIconName("unicorn")).toBe(false)
    expect(isIconName(null)).toBe(false)
  })
})
