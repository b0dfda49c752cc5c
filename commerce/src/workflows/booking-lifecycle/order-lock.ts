/** The order's lock lives with every other lock, in `workflows/locks.ts`. */
export { orderLock } from "../locks"
