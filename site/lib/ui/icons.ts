/** The spec's icon themes (§1): categories and highlights pick one in the Studio. */
export const THEME_ICONS = [
  "hotel",
  "cruise",
  "yacht",
  "jetski",
  "visas",
  "sightseeing",
  "tour-guide",
  "pickup",
  "drop-off",
  "passengers",
  "cart",
  "voucher",
  "review",
] as const

/** Interface icons used by the site's own controls. */
export const UI_ICONS = [
  "search",
  "calendar",
  "close",
  "check",
  "star",
  "clock",
  "language",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "menu",
  "phone",
  "mail",
  "whatsapp",
  "chat",
  "plus",
  "minus",
  "alert",
] as const

/** Every symbol of the sprite served at /icons.svg. */
export const ICON_NAMES = [...THEME_ICONS, ...UI_ICONS] as const
export type IconName = (typeof ICON_NAMES)[number]

/**
 * Hash of the sprite's content (see sprite.test.ts): part of its URL so a
 * long browser cache never serves an old sprite after the icons change.
 */
export const ICON_SPRITE_VERSION = "95383fde"

/** Whether a content value (a category's or highlight's icon theme) names a sprite icon. */
export const isIconName = (value: unknown): value is IconName =>
  typeof value === "string" && (ICON_NAMES as readonly string[]).includes(value)

/** The `<use href>` of an icon in the sprite. */
export const iconHref = (name: IconName) => `/icons.svg?v=${ICON_SPRITE_VERSION}#${name}`
