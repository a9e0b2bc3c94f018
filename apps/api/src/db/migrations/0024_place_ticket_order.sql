-- A ticket order in ONE statement (issue 18): the member's row lock (two quick submits find each
-- other's order), the member's pending order for the same choice, the seat claim and the order with
-- its line. Called outside an explicit transaction, the sale's row stays locked only inside the
-- server, never across a round trip to a busy API process. Each statement of a plpgsql function in
-- READ COMMITTED sees what committed before it started, so the second of two submits waits on the
-- member's row and then sees the first one's order.
-- The seat claim is the one takeSeats made: a price category with seats of its own gives them first
-- (its row, then the sale's: the order staff's seat changes lock them in too); a category without
-- (remaining null) is only locked. When the sale then has too few, the category's seats are put back
-- under the lock still held, so nothing is written.
-- Answers the member's pending order (line_id null), the new order with its line's id, or no row when
-- the seats could not be had.
CREATE OR REPLACE FUNCTION "place_ticket_order"(
  p_user integer, p_sale integer, p_price integer, p_quantity integer, p_now timestamptz,
  p_order_no text, p_total_cents integer, p_discount_cents integer, p_payment_method text, p_remarks text,
  p_provider text, p_provider_ref text, p_client_secret text, p_expires_at timestamptz,
  p_title_zh text, p_title_en text, p_unit_cents integer, p_category_zh text, p_category_en text
) RETURNS TABLE ("order_row" "orders", "line_id" integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found_order "orders";
  new_line integer;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = p_user FOR UPDATE;
  SELECT o.* INTO found_order
    FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
   WHERE o."user_id" = p_user AND o."kind" = 'ticket' AND o."pay_status" = 0 AND o."expires_at" > p_now
     AND o."deleted_at" IS NULL AND l."item_id" = p_sale AND l."price_id" IS NOT DISTINCT FROM p_price
     AND l."quantity" = p_quantity
   ORDER BY o."created_at" DESC, o."id" DESC
   LIMIT 1;
  IF FOUND THEN
    order_row := found_order;
    line_id := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_price IS NOT NULL THEN
    UPDATE "ticket_prices" SET "remaining" = "remaining" - p_quantity
     WHERE "id" = p_price AND "sale_id" = p_sale AND ("remaining" IS NULL OR "remaining" >= p_quantity);
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  UPDATE "ticket_sales" SET "remaining" = "remaining" - p_quantity
   WHERE "id" = p_sale AND "published" AND "remaining" >= p_quantity AND "sale_start_at" <= p_now AND "sale_end_at" > p_now;
  IF NOT FOUND THEN
    IF p_price IS NOT NULL THEN
      UPDATE "ticket_prices" SET "remaining" = "remaining" + p_quantity WHERE "id" = p_price AND "remaining" IS NOT NULL;
    END IF;
    RETURN;
  END IF;
  INSERT INTO "orders" ("order_no", "user_id", "kind", "total_cents", "discount_cents", "payment_method", "remarks", "provider", "provider_ref", "client_secret", "created_at", "expires_at")
  VALUES (p_order_no, p_user, 'ticket', p_total_cents, p_discount_cents, p_payment_method, p_remarks, p_provider, p_provider_ref, p_client_secret, p_now, p_expires_at)
  RETURNING * INTO found_order;
  INSERT INTO "order_lines" ("order_id", "item_id", "title_zh", "title_en", "unit_cents", "quantity", "price_id", "category_zh", "category_en")
  VALUES (found_order."id", p_sale, p_title_zh, p_title_en, p_unit_cents, p_quantity, p_price, p_category_zh, p_category_en)
  RETURNING "id" INTO new_line;
  order_row := found_order;
  line_id := new_line;
  RETURN NEXT;
END
$$;
