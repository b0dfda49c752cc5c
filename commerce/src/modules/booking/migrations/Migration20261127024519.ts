import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127024519 extends Migration {

  override async up(): Promise<void> {
    // The booking desk (GET /admin/bookings) at 50k bookings: a voucher
    // reference is the id's last 8 characters, the newest bookings come
    // first, and a date is the slot's local date across experiences.
    this.addSql(`create index if not exists "IDX_booking_reference" on "booking" (upper(right("id", 8))) where "deleted_at" is null;`);
    this.addSql(`create index if not exists "IDX_booking_created_at" on "booking" ("created_at" desc) where "deleted_at" is null;`);
    this.addSql(`create index if not exists "IDX_slot_local_date" on "slot" ("local_date") where "deleted_at" is null;`);
    // And an e-mail typed at the desk (prefix, any case): Medusa indexes no order by e-mail.
    this.addSql(`do $$ begin
      if to_regclass('"order"') is not null then
        create index if not exists "IDX_order_email_lower" on "order" (lower("email") text_pattern_ops) where "deleted_at" is null;
      end if;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_booking_reference";`);
    this.addSql(`drop index if exists "IDX_booking_created_at";`);
    this.addSql(`drop index if exists "IDX_slot_local_date";`);
    this.addSql(`drop index if exists "IDX_order_email_lower";`);
  }

}
