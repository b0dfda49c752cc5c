import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127061500 extends Migration {

  override async up(): Promise<void> {
    // The booking desk at 50k bookings (desk-search-scale.spec.ts). A voucher
    // reference is an expression of a partial index, whose statistics the
    // planner does not read: without these it guesses 250 matches for one and
    // walks the newest-first index instead of looking the reference up.
    this.addSql(`create statistics if not exists "STAT_booking_reference" on (upper(right("id", 8))) from "booking";`);
    // A word of the lead guest's name (ILIKE '%…%'): a trigram index on the
    // name as the desk's search writes it. pg_trgm is a trusted extension;
    // where it cannot be created the search still works, by a scan.
    this.addSql(`do $$ begin
      begin
        create extension if not exists pg_trgm;
      exception when others then
        null;
      end;
      if to_regclass('order_address') is not null and exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index if not exists "IDX_order_address_name_trgm" on "order_address"
          using gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);
        -- A finer sample of names (the whole table up to 300k addresses), so how many a word
        -- matches is estimated, not guessed: a guess of thousands made the planner scan instead.
        alter index "IDX_order_address_name_trgm" alter column 1 set statistics 1000;
      end if;
    end $$;`);
    this.addSql(`analyze "booking";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_address_name_trgm";`);
    this.addSql(`drop statistics if exists "STAT_booking_reference";`);
  }

}
