import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127023000 extends Migration {

  override async up(): Promise<void> {
    // Check-in records who let the booking in, and who undid it and when;
    // the day manifest looks slots up by local date across experiences.
    this.addSql(`alter table if exists "booking" add column if not exists "checked_in_by" text null;`);
    this.addSql(`alter table if exists "booking" add column if not exists "check_in_undone_at" timestamptz null;`);
    this.addSql(`alter table if exists "booking" add column if not exists "check_in_undone_by" text null;`);
    this.addSql(`create index if not exists "IDX_slot_local_date" on "slot" ("local_date") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_slot_local_date";`);
    this.addSql(`alter table if exists "booking" drop column if exists "check_in_undone_by";`);
    this.addSql(`alter table if exists "booking" drop column if exists "check_in_undone_at";`);
    this.addSql(`alter table if exists "booking" drop column if exists "checked_in_by";`);
  }

}
