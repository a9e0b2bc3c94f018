-- The ticket buy's rate-limit slot taken by the order's own statement (issue 18): one round trip fewer
-- per placed order, and the why-not of a lost race answered with it (no second read of the sale).
-- An overload of place_ticket_order (0024) with the slot's key, cap and window end first: the old
-- 19-argument function stays for a process of the previous build during an upgrade.
-- The slot is counted first, as the rate limiter's upsert counts it (a new window starts at 1 once the
-- old one has ended), and holds the key's row until the order commits, so however many of one member's
-- buys race, across processes, at most p_limit_max of a window get past it; a refused one still counts,
-- as an attempt does. Then everything 0024 does, in the same transaction.
-- Answers one row: the order (refused null; line_id null when it was the member's pending order), or
-- refused 'limited' (nothing else written), or refused 'seats' (only the slot written) with the seats
-- left as they read now (the fewer of the sale's and the category's own; null when the sale is gone)
-- and, only when they are fewer than asked for, when the first held seat lapses.
CREATE OR REPLACE FUNCTION "place_ticket_order"(
  p_limit_key text, p_limit_max integer, p_limit_reset timestamptz,
  p_user integer, p_sale integer, p_price integer, p_quantity integer, p_now timestamptz,
  p_order_no text, p_total_cents integer, p_discount_cents integer, p_payment_method text, p_remarks text,
  p_provider text, p_provider_ref text, p_client_secret text, p_expires_at timestamptz,
  p_title_zh text, p_title_en text, p_unit_cents integer, p_category_zh text, p_category_en text
) RETURNS TABLE ("order_row" "orders", "line_id" integer, "refused" text, "seats_left" integer, "release_at" timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  attempts integer;
  placed record;
BEGIN
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
  SELECT * INTO placed
    FROM place_ticket_order(p_user, p_sale, p_price, p_quantity, p_now, p_order_no, p_total_cents, p_discount_cents,
      p_payment_method, p_remarks, p_provider, p_provider_ref, p_client_secret, p_expires_at, p_title_zh, p_title_en,
      p_unit_cents, p_category_zh, p_category_en);
  IF FOUND THEN
    order_row := placed.order_row;
    line_id := placed.line_id;
    RETURN NEXT;
    RETURN;
  END IF;
  refused := 'seats';
  SELECT greatest(0, least(s."remaining", coalesce(c."remaining", s."remaining"))) INTO seats_left
    FROM "ticket_sales" s LEFT JOIN "ticket_prices" c ON c."id" = p_price AND c."sale_id" = s."id"
   WHERE s."id" = p_sale AND s."published";
  IF seats_left IS NOT NULL AND seats_left < p_quantity THEN
    SELECT o."expires_at" INTO release_at
      FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
     WHERE o."pay_status" = 0 AND o."expires_at" > p_now AND o."kind" = 'ticket' AND l."item_id" = p_sale
     ORDER BY o."expires_at" LIMIT 1;
  END IF;
  RETURN NEXT;
END
$$;
