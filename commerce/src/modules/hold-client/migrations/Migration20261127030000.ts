import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The seats requests are adding to a cart right now, counted with the client's holds. */
export class Migration20261127030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "cart_client" add column if not exists "seats_adding" integer not null default 0, add column if not exists "adding_until" timestamptz null;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table if exists "cart_client" drop column if exists "seats_adding", drop column if exists "adding_until";`,
    )
  }
}
