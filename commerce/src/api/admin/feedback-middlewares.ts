import {
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../lib/booking-error"
import { validateForm } from "../../lib/http/form-body"
import type { MessageCode } from "../../lib/i18n/messages"
import {
  AdminListContactMessages,
  AdminReplyContactMessage,
  AdminUpdateContactMessage,
  CONTACT_MESSAGE_ID,
} from "./contact-messages/validators"
import {
  AdminListOfferRequests,
  AdminSendOffer,
  AdminUpdateOfferRequest,
  OFFER_REQUEST_ID,
} from "./offer-requests/validators"

/** A path id of the wrong shape is a 404 before any query. */
const idShape =
  (shape: RegExp, code: MessageCode) =>
  (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) =>
    next(
      shape.test(req.params.id ?? "")
        ? undefined
        : new BookingError(MedusaError.Types.NOT_FOUND, code),
    )

const offerId = idShape(OFFER_REQUEST_ID, "offer_request_not_found")
const messageId = idShape(CONTACT_MESSAGE_ID, "contact_message_not_found")

/** The admin routes of custom-offer requests and contact messages. */
export const adminFeedbackMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/offer-requests",
    middlewares: [validateAndTransformQuery(AdminListOfferRequests, {})],
  },
  {
    method: ["POST"],
    matcher: "/admin/offer-requests/:id",
    middlewares: [offerId, validateForm(AdminUpdateOfferRequest)],
  },
  {
    method: ["POST"],
    matcher: "/admin/offer-requests/:id/offer",
    middlewares: [offerId, validateForm(AdminSendOffer)],
  },
  {
    method: ["GET"],
    matcher: "/admin/contact-messages",
    middlewares: [validateAndTransformQuery(AdminListContactMessages, {})],
  },
  {
    method: ["POST"],
    matcher: "/admin/contact-messages/:id",
    middlewares: [messageId, validateForm(AdminUpdateContactMessage)],
  },
  {
    method: ["POST"],
    matcher: "/admin/contact-messages/:id/reply",
    middlewares: [messageId, validateForm(AdminReplyContactMessage)],
  },
]
