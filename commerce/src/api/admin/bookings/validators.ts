import { z } from "@medusajs/framework/zod"
import { DESK_PAYMENT_METHODS } from "../../../workflows/desk/mark-paid"

/** A booking's id by shape ("bkg_" and 26 letters or digits: a ULID, or the hash its conversion gives it). */
export const BOOKING_ID = /^bkg_[0-9A-Za-z]{26}$/

/**
 * Query of `GET /admin/bookings`: `q` is a voucher reference (`SND-…`), an
 * e-mail (or its start), an order number (`#12`) or part of the lead
 * guest's name or of the experience; then a local date, an experience,
 * the booking's state and the order's payment state; one page at a time.
 */
export const AdminListBookings = z
  .object({
    q: z.string().trim().max(120).optional(),
    date: z.iso.date({ message: "Use a date as YYYY-MM-DD" }).optional(),
    handle: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, "Use an experience handle")
      .optional(),
    state: z.enum(["live", "cancelled", "checked_in"]).optional(),
    payment: z.enum(["unpaid", "paid", "partly_refunded", "refunded", "cancelled"]).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict()
export type AdminListBookingsType = z.infer<typeof AdminListBookings>

/** Body of `POST /admin/bookings/:id/cancel`: how much goes back, and why (told to the traveller). */
export const AdminDeskCancel = z
  .object({
    refund: z.enum(["policy", "full", "custom"]),
    /** Major units, two decimals at most; `custom` only. */
    amount: z
      .number()
      .min(0)
      .max(1_000_000)
      .refine(
        (n) => Math.round(n * 100) === Math.round(n * 100 * 1000) / 1000,
        "At most two decimals",
      )
      .optional(),
    reason: z.string().trim().min(3).max(500),
  })
  .strict()
  .refine((b) => b.refund !== "custom" || b.amount !== undefined, {
    message: "Enter the amount",
    path: ["amount"],
  })
  .refine((b) => b.refund === "custom" || b.amount === undefined, {
    message: "Only a custom refund takes an amount",
    path: ["amount"],
  })
export type AdminDeskCancelType = z.infer<typeof AdminDeskCancel>

/** Body of `POST /admin/bookings/:id/resend-voucher`: nothing. */
export const AdminResendVoucher = z.object({}).strict()

/** Body of `POST /admin/bookings/:id/mark-paid`: how the money was taken, and its receipt or reference. */
export const AdminMarkPaid = z
  .object({
    method: z.enum(DESK_PAYMENT_METHODS),
    reference: z.string().trim().min(1).max(120),
  })
  .strict()
export type AdminMarkPaidType = z.infer<typeof AdminMarkPaid>
