import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, intLike, staffPage } from '../schemas.js';
import {
  staffListQuery,
  staffMemberPackage,
  staffMemberPackageCreate,
  staffMemberPackageUpdate,
  staffProduct,
  staffProductCreate,
  staffProductUpdate,
  staffShopCategory,
  staffShopCategoryBody,
  staffShopCategoryUpdate,
  staffTicketSale,
  staffTicketSaleCreate,
  staffTicketSaleUpdate,
  ticketSaleSorts,
} from '../models/sales-admin.js';

const params = z.strictObject({ id });
const deleted = z.null();

/** Staff calls of ticket sales, shop categories, products and member packages (issue 13; roles in the call table). */
export const staffSalesEndpoints = {
  '/admin/ticketSale/list': ep('/admin/ticketSale/list', {
    summary: 'staff: ticket sales with seats left / sold, by keyword, performance and state',
    query: z.strictObject({
      ...staffListQuery,
      performanceId: intLike(1, 2_147_483_647).optional(),
      state: intLike(1, 3).optional(),
      sort: z.enum(ticketSaleSorts, { error: 'msg.sales.sortInvalid' }).default('eventAsc'),
    }),
    result: staffPage(staffTicketSale),
  }),
  '/admin/ticketSale/get/{id}': ep('/admin/ticketSale/get/{id}', {
    summary: 'staff: one ticket sale with its price categories',
    params,
    result: staffTicketSale,
  }),
  '/admin/ticketSale/create': ep('/admin/ticketSale/create', {
    summary: 'staff: open a sale for a performance (price categories with their seats, window, per-order limit)',
    body: staffTicketSaleCreate,
    result: staffTicketSale,
  }),
  '/admin/ticketSale/update/{id}': ep('/admin/ticketSale/update/{id}', {
    summary:
      'staff: change a sale; seats never below those sold or held, a category that sold stays, prices apply to new orders',
    params,
    body: staffTicketSaleUpdate,
    result: staffTicketSale,
  }),
  '/admin/ticketSale/delete/{id}': ep('/admin/ticketSale/delete/{id}', {
    summary: 'staff: delete a sale without orders (else unpublish it)',
    params,
    result: deleted,
  }),

  '/admin/shopCategory/list': ep('/admin/shopCategory/list', {
    summary: 'staff: shop categories by sort',
    query: z.strictObject(staffListQuery),
    result: staffPage(staffShopCategory),
  }),
  '/admin/shopCategory/get/{id}': ep('/admin/shopCategory/get/{id}', {
    summary: 'staff: one shop category',
    params,
    result: staffShopCategory,
  }),
  '/admin/shopCategory/create': ep('/admin/shopCategory/create', {
    summary: 'staff: add a shop category',
    body: staffShopCategoryBody,
    result: staffShopCategory,
  }),
  '/admin/shopCategory/update/{id}': ep('/admin/shopCategory/update/{id}', {
    summary: 'staff: rename or reorder a shop category',
    params,
    body: staffShopCategoryUpdate,
    result: staffShopCategory,
  }),
  '/admin/shopCategory/delete/{id}': ep('/admin/shopCategory/delete/{id}', {
    summary: 'staff: delete an empty shop category',
    params,
    result: deleted,
  }),

  '/admin/product/list': ep('/admin/product/list', {
    summary: 'staff: products (all states) by keyword, category and publication',
    query: z.strictObject({
      ...staffListQuery,
      categoryId: intLike(1, 2_147_483_647).optional(),
      published: z.enum(['true', 'false'], { error: 'msg.sales.flagInvalid' }).optional(),
    }),
    result: staffPage(staffProduct),
  }),
  '/admin/product/get/{id}': ep('/admin/product/get/{id}', {
    summary: 'staff: one product with stock held and sold',
    params,
    result: staffProduct,
  }),
  '/admin/product/create': ep('/admin/product/create', {
    summary: 'staff: add a product (images from the media upload)',
    body: staffProductCreate,
    result: staffProduct,
  }),
  '/admin/product/update/{id}': ep('/admin/product/update/{id}', {
    summary: 'staff: change a product; stock never below the pieces held by unpaid orders, prices apply to new orders',
    params,
    body: staffProductUpdate,
    result: staffProduct,
  }),
  '/admin/product/delete/{id}': ep('/admin/product/delete/{id}', {
    summary: 'staff: delete a product without orders (else unpublish it)',
    params,
    result: deleted,
  }),

  '/admin/memberPackage/list': ep('/admin/memberPackage/list', {
    summary: 'staff: member packages by sort, optionally of one tier',
    query: z.strictObject({ ...staffListQuery, tier: intLike(1, 3).optional() }),
    result: staffPage(staffMemberPackage),
  }),
  '/admin/memberPackage/get/{id}': ep('/admin/memberPackage/get/{id}', {
    summary: 'staff: one member package',
    params,
    result: staffMemberPackage,
  }),
  '/admin/memberPackage/create': ep('/admin/memberPackage/create', {
    summary: 'staff: add a member package',
    body: staffMemberPackageCreate,
    result: staffMemberPackage,
  }),
  '/admin/memberPackage/update/{id}': ep('/admin/memberPackage/update/{id}', {
    summary: 'staff: change a package; orders already placed keep what they bought',
    params,
    body: staffMemberPackageUpdate,
    result: staffMemberPackage,
  }),
  '/admin/memberPackage/delete/{id}': ep('/admin/memberPackage/delete/{id}', {
    summary: 'staff: delete a package without orders (else unpublish it)',
    params,
    result: deleted,
  }),
} as const;
