import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122215245 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "hold" add column if not exists "max_expires_at" timestamptz null, add column if not exists "payment_until" timestamptz null;`);
    // Holds made before the cap existed get the default cap from their creation.
    this.addSql(`update "hold" set "max_expires_at" = "created_at" + interval '45 minutes' where "max_expires_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "hold" drop column if exists "max_expires_at", drop column if exists "payment_until";`);
  }

}
