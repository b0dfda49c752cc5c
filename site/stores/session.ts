import { atom } from "nanostores"

/** The logged-in traveller as the header and account pages show them. */
export type SessionCustomer = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
}

/**
 * Who is logged in: `undefined` until the site has asked, `null` for a
 * visitor. The session itself is an httpOnly cookie the browser sends; no
 * token is ever kept in storage, so this lives for one page only.
 */
export const $session = atom<SessionCustomer | null | undefined>(undefined)
