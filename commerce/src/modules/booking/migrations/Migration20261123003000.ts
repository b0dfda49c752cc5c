import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123003000 extends Migration {

  override async up(): Promise<void> {
    // Check-in at the meeting point (the day manifest), and the lookup of a
    // booking by its voucher reference (SND- and the id's last 8 characters).
    this.addSql(`alter table if exists "booking" add column if not exists "checked_in_at" timestamptz null;`);
    this.addSql(`create index if not exists "IDX_booking_reference" on "booking" (upper(right("id", 8))) where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_booking_reference";`);
    this.addSql(`alter table if exists "booking" drop column if exists "checked_in_at";`);
  }

}
