import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, intLike, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const shopEndpoints = {
  '/shop/order/getMyOrders': ep('/shop/order/getMyOrders', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/shop/order/buy': ep('/shop/order/buy', { body: pendingBody, result: pendingResult }),
  '/shop/order/getByOrderNo': ep('/shop/order/getByOrderNo', {
    body: z.strictObject({ orderNo: z.string().trim().min(1).max(64) }),
    result: pendingResult,
  }),
  '/shop/order/deleteByOrderNo': ep('/shop/order/deleteByOrderNo', {
    body: z.strictObject({ orderNo: z.string().trim().min(1).max(64) }),
    result: pendingResult,
  }),
  '/shop/order/payComplete': ep('/shop/order/payComplete', { body: pendingBody, result: pendingResult }),
  '/shop/orderReturn/get': ep('/shop/orderReturn/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/shop/orderReturn/apply': ep('/shop/orderReturn/apply', { body: pendingBody, result: pendingResult }),
  '/shop/product/get': ep('/shop/product/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/shop/product/rndList': ep('/shop/product/rndList', {
    query: z.strictObject({ size: intLike(1, 50).optional(), cateId: id.optional() }),
    result: pendingResult,
  }),
  '/shop/product/get/{id}': ep('/shop/product/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
} as const;
