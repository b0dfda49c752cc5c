/** The messages of the header's cart link and currency switcher. */
export const HEADER_CART_MESSAGE_KEYS = [
  "header.cart",
  "header.cartCount.one",
  "header.cartCount.other",
  "header.currency",
] as const
