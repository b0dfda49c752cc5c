export { BookingChange } from "./booking-change"
