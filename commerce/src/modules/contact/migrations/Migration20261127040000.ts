import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The team's answer to a contact message, sent from the admin. */
export class Migration20261127040000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" add column if not exists "reply" text null, add column if not exists "replied_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" drop column if exists "reply", drop column if exists "replied_at";`);
  }

}
