import { cartLinesMax, shopOrderLimit, type Cart, type Locale, type ShopOrder } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import * as cartRepo from './cart-repository.js';
import { presentCart } from './cart-presenter.js';
import { findProduct } from './repository.js';
import type { MemberDiscount, OrderFields, ShopService } from './service.js';

export interface CartDeps {
  db: Db;
  clock: Clock;
  memberDiscount: MemberDiscount;
  /** The shop's one order path (buy now uses it too): stock for every line, the address, the discount. */
  placeOrder: ShopService['placeOrder'];
}

const stockRefusal = (stock: number) =>
  stock <= 0 ? refuse('msg.shop.soldOut') : refuse('msg.shop.notEnoughStock', { stock });

/** The signed-in member's cart (issue 34 item 4): kept in the database, priced now, checked out as ONE order. */
export function createCartService(d: CartDeps) {
  const { db, clock } = d;

  async function cart(userId: number, l: Locale): Promise<Cart> {
    const [rows, percent] = await Promise.all([cartRepo.cartLines(db, userId, clock.now()), d.memberDiscount(userId)]);
    return presentCart(rows, percent, l);
  }

  return {
    get: cart,

    /** Add pieces of a product on sale; with what the cart holds already, within the stock and the per-product limit. */
    async add(userId: number, v: { productId: number; quantity: number }, l: Locale): Promise<Cart> {
      const found = await findProduct(db, v.productId, clock.now());
      if (!found) throw notFound('msg.shop.productNotFound');
      const had = await cartRepo.findLine(db, userId, v.productId);
      const want = (had?.quantity ?? 0) + v.quantity;
      if (want > shopOrderLimit) throw refuse('msg.shop.cartLineLimit', { quantity: had?.quantity ?? 0 });
      if (found.product.stock < want) throw stockRefusal(found.product.stock);
      if (!had && (await cartRepo.lineCount(db, userId)) >= cartLinesMax) throw refuse('msg.shop.cartFull');
      if (
        !(await cartRepo.addToLine(db, {
          userId,
          productId: v.productId,
          quantity: v.quantity,
          max: shopOrderLimit,
          now: clock.now(),
        }))
      ) {
        throw refuse('msg.shop.cartLineLimit', {
          quantity: (await cartRepo.findLine(db, userId, v.productId))?.quantity ?? 0,
        });
      }
      return cart(userId, l);
    },

    /** Set a line's quantity: fewer pieces always; more only while the product is on sale with that many left. */
    async update(userId: number, v: { lineId: number; quantity: number }, l: Locale): Promise<Cart> {
      const line = await cartRepo.findOwnLine(db, userId, v.lineId);
      if (!line) throw notFound('msg.shop.cartLineNotFound');
      if (v.quantity > line.quantity) {
        const found = await findProduct(db, line.productId, clock.now());
        if (!found) throw refuse('msg.shop.productNotFound');
        if (found.product.stock < v.quantity) throw stockRefusal(found.product.stock);
      }
      if (!(await cartRepo.setLineQuantity(db, userId, v.lineId, v.quantity, clock.now())))
        throw notFound('msg.shop.cartLineNotFound');
      return cart(userId, l);
    },

    async remove(userId: number, lineId: number, l: Locale): Promise<Cart> {
      if (!(await cartRepo.removeLine(db, userId, lineId))) throw notFound('msg.shop.cartLineNotFound');
      return cart(userId, l);
    },

    async clear(userId: number, l: Locale): Promise<Cart> {
      await cartRepo.clearCart(db, userId);
      return cart(userId, l);
    },

    /**
     * ONE order of the lines named (all of them when none are), at their quantities in the cart now. Every
     * line must be on sale with enough stock, or nothing is written and the refusal names the product; the
     * lines leave the cart in the order's transaction, so a second checkout of the same cart places nothing.
     */
    async checkout(userId: number, v: OrderFields & { lineIds?: number[] }, l: Locale): Promise<ShopOrder> {
      const rows = await cartRepo.cartLines(db, userId, clock.now());
      let chosen = rows;
      if (v.lineIds) {
        const named = new Set(v.lineIds);
        chosen = rows.filter((r) => named.has(r.id));
        if (chosen.length < named.size) throw notFound('msg.shop.cartLineNotFound');
      }
      if (chosen.length === 0) throw refuse('msg.shop.cartEmpty');
      // Oldest line first: the order reads in the order things were put in the cart.
      const lines = [...chosen].reverse();
      return d.placeOrder(
        userId,
        lines.map((r) => ({ productId: r.productId, quantity: r.quantity })),
        v,
        l,
        { nameLines: true, alsoClaim: async (tx) => (await cartRepo.takeLines(tx, userId, lines)) === lines.length },
      );
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
