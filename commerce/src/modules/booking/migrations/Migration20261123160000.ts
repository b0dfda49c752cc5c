import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123160000 extends Migration {

  override async up(): Promise<void> {
    // The reconcile job looks, every minute, for confirmed bookings of the last
    // 48 hours whose order is gone (find-orderless-bookings): a range on
    // created_at among confirmed bookings, a lookup rather than a scan of every
    // booking ever sold.
    this.addSql(`create index if not exists "IDX_booking_confirmed_created_at" on "booking" ("created_at") where "status" = 'confirmed' and "deleted_at" is null;`);
    // And for orders of the last 48 hours without a booking (find-unbooked-orders):
    // Medusa's order module indexes no order by its age. It creates the table
    // first; without it (a database of other modules only) there is nothing to index.
    this.addSql(`do $$ begin
      if to_regclass('"order"') is not null then
        create index if not exists "IDX_order_created_at_live" on "order" ("created_at") where "deleted_at" is null;
      end if;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_booking_confirmed_created_at";`);
    this.addSql(`drop index if exists "IDX_order_created_at_live";`);
  }

}
