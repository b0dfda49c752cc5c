import { Modules } from "@medusajs/framework/utils"
import { CONTACT_MODULE } from "../../src/modules/contact"
import type ContactModuleService from "../../src/modules/contact/service"
import { REVIEW_MODULE } from "../../src/modules/review"
import type ReviewModuleService from "../../src/modules/review/service"
import { WISHLIST_MODULE } from "../../src/modules/wishlist"
import type WishlistModuleService from "../../src/modules/wishlist/service"
import { moveOrdersToCustomerStep } from "../../src/workflows/account/steps/move-orders-to-customer"
import { createContactMessageStep } from "../../src/workflows/contact/steps/create-contact-message"
import { recordContactReplyStep } from "../../src/workflows/contact/steps/record-contact-reply"
import { updateContactMessageStep } from "../../src/workflows/contact/steps/update-contact-message"
import { releaseFailedSendsStep } from "../../src/workflows/notification/steps/release-failed-sends"
import { recordPromoRemovedStep } from "../../src/workflows/promotions/steps/record-promo-removed"
import { createReviewStep } from "../../src/workflows/review/steps/create-review"
import { setReviewRulesStep } from "../../src/workflows/review/steps/set-review-rules"
import { updateReviewStep } from "../../src/workflows/review/steps/update-review"
import { changeWishlistStep } from "../../src/workflows/wishlist/steps/change-wishlist"
import { DESERT_SAFARI, dayFromToday } from "../fixtures"
import { defineCase, type World } from "./harness"
import { payLaterOrder } from "./world"

const contact = (w: World) => w.container.resolve(CONTACT_MODULE) as ContactModuleService
const reviews = (w: World) => w.container.resolve(REVIEW_MODULE) as ReviewModuleService

/** A contact message as the team's inbox lists it. */
async function newMessage(w: World) {
  const message = await contact(w).createContactMessages({
    name: "Ana",
    email: "ana@example.com",
    subject: "Horarios",
    message: "¿A qué hora salís?",
    locale: "es",
  })
  const look = () =>
    w.sql(`SELECT status, reply, replied_at FROM contact_message WHERE id = ?`, [message.id])
  return { id: message.id as string, look }
}

/** A review of a booking, as moderation lists it. */
async function bookingReview(w: World) {
  const o = await payLaterOrder(w)
  return {
    booking_id: o.bookingId,
    handle: DESERT_SAFARI.handle,
    product_id: (await w.sql(`SELECT product_id FROM slot WHERE id = ?`, [o.slotId]))[0].product_id,
    travelled_on: dayFromToday(3),
    locale: "es" as const,
  }
}

/** Contact, reviews, wishlists, accounts, e-mail retries and promo notices. */
export const CONTENT_CASES = [
  defineCase("create-contact-message", createContactMessageStep, async (w) => ({
    input: {
      name: "Ana",
      email: "ana@example.com",
      subject: "Hola",
      message: "Una duda",
      locale: "es",
    },
    look: () => w.sql(`SELECT id FROM contact_message WHERE deleted_at IS NULL`),
  })),

  defineCase("record-contact-reply", recordContactReplyStep, async (w) => {
    const m = await newMessage(w)
    return { input: { id: m.id, reply: "A las 6:00." }, look: m.look }
  }),

  defineCase("update-contact-message", updateContactMessageStep, async (w) => {
    const m = await newMessage(w)
    return { input: { id: m.id, status: "read" }, look: m.look }
  }),

  defineCase("create-review", createReviewStep, async (w) => {
    const booking = await bookingReview(w)
    return {
      input: {
        booking,
        rating: 5,
        title: "Genial",
        body: "Las dunas, preciosas.",
        author_name: "Ana",
      },
      look: () =>
        w.sql(`SELECT id FROM review WHERE booking_id = ? AND deleted_at IS NULL`, [
          booking.booking_id,
        ]),
    }
  }),

  defineCase("update-review", updateReviewStep, async (w) => {
    const booking = await bookingReview(w)
    const review = await reviews(w).createReviews({
      ...booking,
      rating: 4,
      title: "Bien",
      body: "Muy bien.",
      author_name: "Ana",
      author_country: null,
      verified: true,
      status: "published",
    } as any)
    return {
      input: { id: review.id, status: "hidden", hidden_reason: "spam", reply: "Gracias" },
      look: () =>
        w.sql(`SELECT status, hidden_reason, reply FROM review WHERE id = ?`, [review.id]),
    }
  }),

  defineCase("set-review-rules", setReviewRulesStep, async (w) => ({
    input: { auto_publish_min_rating: 4 },
    look: () => reviews(w).getReviewRules(),
  })),

  defineCase("change-wishlist", changeWishlistStep, async (w) => {
    const customer_id = "cus_compensation_test"
    const wishlist = w.container.resolve(WISHLIST_MODULE) as WishlistModuleService
    for (const handle of ["camellos", "oasis"])
      await wishlist.createWishlistItems({ customer_id, handle })
    return {
      input: { customer_id, add: ["dunas"], remove: ["camellos"] },
      look: () =>
        w.sql(
          `SELECT handle FROM wishlist_item WHERE customer_id = ? AND deleted_at IS NULL ORDER BY handle`,
          [customer_id],
        ),
    }
  }),

  defineCase("move-orders-to-customer", moveOrdersToCustomerStep, async (w) => {
    const o = await payLaterOrder(w)
    const [customer] = await w.container
      .resolve(Modules.CUSTOMER)
      .createCustomers([{ email: "cuenta@example.com", has_account: true }])
    const look = () => w.sql(`SELECT customer_id FROM "order" WHERE id = ?`, [o.orderId])
    const [{ customer_id }] = await look()
    return {
      input: { customer_id: customer.id, orders: [{ id: o.orderId, customer_id }] },
      look,
    }
  }),

  defineCase("release-failed-sends", releaseFailedSendsStep, async (w) => {
    const key = "order-placed:compensation-test"
    await w.sql(
      `INSERT INTO notification (id, "to", channel, template, idempotency_key, status)
       VALUES ('noti_compensation_test', 'viajera@example.com', 'email', 'order-placed', ?, 'failure')`,
      [key],
    )
    return {
      input: [
        {
          to: "viajera@example.com",
          channel: "email",
          template: "order-placed",
          idempotency_key: key,
        },
      ],
      look: () =>
        w.sql(
          `SELECT id, status FROM notification WHERE idempotency_key = ? AND deleted_at IS NULL`,
          [key],
        ),
    }
  }),

  defineCase("record-promo-removed", recordPromoRemovedStep, async (w) => {
    const { cartId } = await w.store.cartWithBooking({ adult: 2 })
    return {
      input: {
        cart_id: cartId,
        removed: [{ code: "VERANO10", reason: "promo_one_per_cart", kept: "BIENVENIDA" }],
      },
      look: () => w.sql(`SELECT metadata FROM cart WHERE id = ?`, [cartId]),
    }
  }),
]
