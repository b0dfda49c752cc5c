import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127062000 extends Migration {

  override async up(): Promise<void> {
    // A client's seats are summed over its carts' live holds, looked up per
    // cart (lib/client-holds.ts): linear in the client's carts whatever the
    // planner's statistics say.
    this.addSql(`create index if not exists "IDX_hold_active_cart" on "hold" ("cart_id") where "deleted_at" is null and "status" = 'active';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_hold_active_cart";`);
  }

}
