import { atom } from "nanostores"

/** The id of the traveller's open cart, shared by every island on the page. */
export const $cartId = atom<string | null>(null)
