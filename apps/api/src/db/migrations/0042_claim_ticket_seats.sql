-- The ticket buy's atomic parts only (issue 36 item 7). The rules that vary (the price of the chosen
-- category, the member discount, the per-order limit, the sale window, the cap on one member's buys)
-- are decided in TypeScript from one definition (modules/ticket/buy-rules.ts) and the order row and its
-- line are inserted by the same statement from the schema's columns (modules/ticket/repository.ts
-- preparePlaceOrder): a new rule, or a new column an order records, no longer re-creates a function.
--
-- ticket_sale_version: what the rules read of a sale, as one text: the sale's row and its price
-- categories without their seats left (orders change those all the time). The buy's first statement
-- reads it with the sale; the claim below takes seats only while the sale still reads the same, so a
-- staff edit between the two statements (the window, publishing, a price, the limit) is never missed:
-- the buy reads again and the rules decide on what is there now.
-- plpgsql, not sql: its query is planned once per connection (an SQL function's is planned again on
-- every call it is not inlined into, ~2 ms per order on PostgreSQL).
CREATE OR REPLACE FUNCTION "ticket_sale_version"(s "ticket_sales") RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN md5((to_jsonb(s) - 'remaining')::text || coalesce((
    SELECT jsonb_agg(to_jsonb(p) - 'remaining' ORDER BY p."id") FROM "ticket_prices" p WHERE p."sale_id" = s."id"
  )::text, ''));
END
$$;
--> statement-breakpoint
-- claim_ticket_seats: in this order, as place_ticket_order (0024, 0031) did, and with the same locks:
-- 1. the member's rate-limit slot (p_limit_max per window ending p_limit_reset; a new window starts at 1
--    once the old one has ended), held to the commit, so simultaneous buys across processes cannot pass
--    it; a refused buy still counts, as an attempt does (refused 'limited', nothing else written);
-- 2. the member's row lock, then their pending order for the same choice (sale, category, quantity):
--    answered as `pending`, nothing taken (each statement of a plpgsql function in READ COMMITTED sees
--    what committed before it started, so the second of two submits waits on the member's row and then
--    sees the first one's order);
-- 3. the seats: a price category with seats of its own first (its row, then the sale's, as staff's seat
--    changes lock them); once the sale's row is locked, it must read as the rules read it (p_version,
--    computed once, on the row as it is now), else its seats and the category's go back under the locks
--    still held. On any failure nothing but the slot stays written.
-- Answers one row: claimed (the caller's statement then inserts the order and its line), or the pending
-- order, or refused 'limited', 'stale' (the sale or its categories changed, or the sale or the chosen
-- category is gone: read again) or 'seats' with the seats left as they read now (the fewer of the
-- sale's and the category's own) and, only when they are fewer than asked for, when the first held
-- seat lapses.
-- ROWS 1: it answers one row, and the calling statement's joins on it stay priced as one (the default
-- guess of 1000 rows made the planner estimate millions and JIT-compile every order, ~400 ms).
-- 0024's and 0031's place_ticket_order stay, for a process of the previous build during an upgrade;
-- nothing of this build calls them.
CREATE OR REPLACE FUNCTION "claim_ticket_seats"(
  p_limit_key text, p_limit_max integer, p_limit_reset timestamptz,
  p_user integer, p_sale integer, p_price integer, p_quantity integer, p_now timestamptz, p_version text
) RETURNS TABLE ("claimed" boolean, "pending" "orders", "refused" text, "seats_left" integer, "release_at" timestamptz)
LANGUAGE plpgsql VOLATILE ROWS 1 AS $$
DECLARE
  attempts integer;
  found_order "orders";
  sale_row "ticket_sales";
BEGIN
  claimed := false;
  INSERT INTO "rate_limits" AS r ("key", "count", "reset_at") VALUES (p_limit_key, 1, p_limit_reset)
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN r."reset_at" <= p_now THEN 1 ELSE r."count" + 1 END,
    "reset_at" = CASE WHEN r."reset_at" <= p_now THEN p_limit_reset ELSE r."reset_at" END
  RETURNING r."count" INTO attempts;
  IF attempts > p_limit_max THEN
    refused := 'limited';
    RETURN NEXT;
    RETURN;
  END IF;
  PERFORM 1 FROM "users" WHERE "id" = p_user FOR UPDATE;
  SELECT o.* INTO found_order
    FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
   WHERE o."user_id" = p_user AND o."kind" = 'ticket' AND o."pay_status" = 0 AND o."expires_at" > p_now
     AND o."deleted_at" IS NULL AND l."item_id" = p_sale AND l."price_id" IS NOT DISTINCT FROM p_price
     AND l."quantity" = p_quantity
   ORDER BY o."created_at" DESC, o."id" DESC
   LIMIT 1;
  IF FOUND THEN
    pending := found_order;
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_price IS NOT NULL THEN
    UPDATE "ticket_prices" SET "remaining" = "remaining" - p_quantity
     WHERE "id" = p_price AND "sale_id" = p_sale AND ("remaining" IS NULL OR "remaining" >= p_quantity);
    claimed := FOUND;
  ELSE
    claimed := true;
  END IF;
  IF claimed THEN
    UPDATE "ticket_sales" s SET "remaining" = s."remaining" - p_quantity
     WHERE s."id" = p_sale AND s."remaining" >= p_quantity
    RETURNING s.* INTO sale_row;
    IF FOUND THEN
      -- The sale's row is ours now: it reads as the rules read it, or its seats go back and the buy reads again.
      IF "ticket_sale_version"(sale_row) = p_version THEN
        RETURN NEXT;
        RETURN;
      END IF;
      UPDATE "ticket_sales" SET "remaining" = "remaining" + p_quantity WHERE "id" = p_sale;
      refused := 'stale';
    END IF;
    claimed := false;
    IF p_price IS NOT NULL THEN
      UPDATE "ticket_prices" SET "remaining" = "remaining" + p_quantity WHERE "id" = p_price AND "remaining" IS NOT NULL;
    END IF;
    IF refused IS NOT NULL THEN
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  -- Why not: the sale or the chosen category gone (read again), else too few seats.
  SELECT s.* INTO sale_row FROM "ticket_sales" s WHERE s."id" = p_sale;
  IF NOT FOUND OR (p_price IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "ticket_prices" c WHERE c."id" = p_price AND c."sale_id" = p_sale
  )) THEN
    refused := 'stale';
    RETURN NEXT;
    RETURN;
  END IF;
  refused := 'seats';
  SELECT greatest(0, least(sale_row."remaining", coalesce(c."remaining", sale_row."remaining"))) INTO seats_left
    FROM (SELECT 1) x LEFT JOIN "ticket_prices" c ON c."id" = p_price AND c."sale_id" = p_sale;
  IF seats_left < p_quantity THEN
    SELECT o."expires_at" INTO release_at
      FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
     WHERE o."pay_status" = 0 AND o."expires_at" > p_now AND o."kind" = 'ticket' AND l."item_id" = p_sale
     ORDER BY o."expires_at" LIMIT 1;
  END IF;
  RETURN NEXT;
END
$$;
