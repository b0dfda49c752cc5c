import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import BookingModule from "../modules/booking"

/** An experience's booking facts belong to one Medusa product (its handle is the slug). */
export default defineLink(BookingModule.linkable.experience, ProductModule.linkable.product)
