import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123071500 extends Migration {

  override async up(): Promise<void> {
    // An order a crashed completion left without its cart link is found by the
    // hold ids its booking lines carry (lib/orphan-orders.ts), on every
    // completion: index them. Medusa's order module creates the table first;
    // without it (a database of other modules only) there is nothing to index.
    this.addSql(`do $$ begin
      if to_regclass('order_line_item') is not null then
        create index if not exists "IDX_order_line_item_hold_id" on "order_line_item" ((metadata->>'hold_id')) where deleted_at is null;
      end if;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_line_item_hold_id";`);
  }

}
