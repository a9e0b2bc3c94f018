import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, intLike, keyword, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const ticketEndpoints = {
  '/ticket/carousel/get': ep('/ticket/carousel/get', {
    query: z.strictObject({ size: intLike(1, 50).optional() }),
    result: pendingResult,
  }),
  '/ticket/info/get': ep('/ticket/info/get', {
    query: z.strictObject({ type: intLike(0, 100).optional() }),
    result: pendingResult,
  }),
  '/ticket/news/get': ep('/ticket/news/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/ticket/news/get/{id}': ep('/ticket/news/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/ticket/order/getMyOrders': ep('/ticket/order/getMyOrders', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/ticket/order/buy': ep('/ticket/order/buy', { body: pendingBody, result: pendingResult }),
  '/ticket/order/getByOrderNo': ep('/ticket/order/getByOrderNo', {
    body: z.strictObject({ orderNo: z.string().trim().min(1).max(64) }),
    result: pendingResult,
  }),
  '/ticket/order/deleteByOrderNo': ep('/ticket/order/deleteByOrderNo', {
    body: z.strictObject({ orderNo: z.string().trim().min(1).max(64) }),
    result: pendingResult,
  }),
  '/ticket/order/payComplete': ep('/ticket/order/payComplete', { body: pendingBody, result: pendingResult }),
  '/ticket/orderReturn/get': ep('/ticket/orderReturn/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/ticket/orderReturn/apply': ep('/ticket/orderReturn/apply', { body: pendingBody, result: pendingResult }),
  '/ticket/sale/get': ep('/ticket/sale/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, buyStatus: intLike(1, 3).optional(), keyword: keyword.optional() }),
    result: pendingResult,
  }),
  '/ticket/sale/get/{id}': ep('/ticket/sale/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
} as const;
