import type { IconName } from "./icons"

/**
 * Hand-drawn 24×24 stroke icons: the inner markup of each symbol. Strokes use
 * currentColor so an icon takes the colour of its text.
 */
export const ICON_PATHS: Record<IconName, string> = {
  hotel:
    '<path d="M3 5v14M3 15h18M21 19v-6a3 3 0 0 0-3-3h-8v5"/><circle cx="6.5" cy="11.5" r="1.5"/>',
  cruise:
    '<path d="M4 16l1.5-6h13L20 16"/><path d="M8 10V6h8v4M12 3v3"/><path d="M2 20c1.7 1 3.3 1 5 0 1.7 1 3.3 1 5 0 1.7 1 3.3 1 5 0 1.7 1 3.3 1 5 0"/>',
  yacht: '<path d="M12 3v13"/><path d="M12 4l7 11h-7M10 7l-5 8h5"/><path d="M3 18h18l-2 3H5z"/>',
  jetski:
    '<path d="M3 16h13l5-4h-4l-2-3h-3l-1 3H5z"/><circle cx="12" cy="5" r="1.5"/><path d="M2 20c2 1 4 1 6 0s4-1 6 0 4 1 6 0"/>',
  visas:
    '<rect x="5" y="3" width="14" height="18" rx="2"/><circle cx="12" cy="10" r="3"/><path d="M9 16h6"/>',
  sightseeing: '<path d="M3 8h4l2-3h6l2 3h4v11H3z"/><circle cx="12" cy="13" r="3.5"/>',
  "tour-guide":
    '<circle cx="9" cy="6" r="2.5"/><path d="M4 21v-5a5 5 0 0 1 10 0v5"/><path d="M18 21V4l3 1.5-3 1.5"/>',
  pickup:
    '<path d="M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11z"/><path d="M12 13V7M9.5 9.5 12 7l2.5 2.5"/>',
  "drop-off":
    '<path d="M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11z"/><path d="M12 7v6M9.5 10.5 12 13l2.5-2.5"/>',
  passengers:
    '<circle cx="9" cy="8" r="3"/><path d="M3 20v-1a6 6 0 0 1 12 0v1"/><path d="M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 5v1"/>',
  cart: '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.5 12h12L22 7H6"/>',
  voucher:
    '<path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4z"/><path d="M14 6v2M14 11v2M14 16v2"/>',
  review:
    '<path d="M4 4h16v12H9l-5 4z"/><path d="M12 6.5l1.1 2.2 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M21 21l-5-5"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7"/>',
  star: '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  language:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z"/>',
  "chevron-down": '<path d="M6 9l6 6 6-6"/>',
  "chevron-left": '<path d="M15 6l-6 6 6 6"/>',
  "chevron-right": '<path d="M9 6l6 6-6 6"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  phone:
    '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  whatsapp:
    '<path d="M3 21l1.6-4.7A9 9 0 1 1 8 19.6z"/><path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2.2-1-1 1a5 5 0 0 1-2.5-2.5l1-1-1-2.2z"/>',
  chat: '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 10h8M8 13h5"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  alert: '<circle cx="12" cy="12" r="9"/><path d="M12 7v6M12 16.5v.5"/>',
}

/** The sprite: one `<symbol id="{name}">` per icon, stroke styles on a group each. */
export function renderIconSprite() {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, body]) =>
      `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</g></symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

/** A short, stable hash (FNV-1a, 32 bits, hex) of the sprite, for its URL. */
export function spriteVersion(sprite = renderIconSprite()) {
  let hash = 0x811c9dc5
  for (let i = 0; i < sprite.length; i++) {
    hash ^= sprite.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, "0")
}
