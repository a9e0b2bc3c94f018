import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  favouritePageQuery,
  favouriteProductPage,
  favouriteSalePage,
  favouriteState,
  favouriteTarget,
  saleReminder,
  saleReminderBody,
} from '../models/favourites.js';
import { id } from '../schemas.js';

/** Extensions (issue 34 item 6): favourite performances and products, and "Notify me" when a sale opens. */
export const favouriteEndpoints = {
  '/usercenter/favourite/sales': ep('/usercenter/favourite/sales', {
    summary: 'my favourite performances (ticket sales still shown in the app), newest favourite first',
    query: favouritePageQuery,
    result: favouriteSalePage,
  }),
  '/usercenter/favourite/products': ep('/usercenter/favourite/products', {
    summary: 'my favourite products (those still on sale in the shop), newest favourite first',
    query: favouritePageQuery,
    result: favouriteProductPage,
  }),
  '/usercenter/favourite/state': ep('/usercenter/favourite/state', {
    summary: 'whether a performance or product is among my favourites',
    query: favouriteTarget,
    result: favouriteState,
  }),
  '/usercenter/favourite/add': ep('/usercenter/favourite/add', {
    summary: 'add a performance or product to my favourites (again: no change)',
    body: favouriteTarget,
    result: favouriteState,
  }),
  '/usercenter/favourite/remove': ep('/usercenter/favourite/remove', {
    summary: 'remove a performance or product from my favourites (not there: no change)',
    body: favouriteTarget,
    result: favouriteState,
  }),
  '/ticket/reminder/get/{id}': ep('/ticket/reminder/get/{id}', {
    summary: 'whether I asked to be told when this sale opens, and whether I was',
    params: z.strictObject({ id }),
    result: saleReminder,
  }),
  '/ticket/reminder/add': ep('/ticket/reminder/add', {
    summary:
      '"Notify me": a message and a mail when this coming-soon sale opens, once (a sale already open is refused)',
    body: saleReminderBody,
    result: saleReminder,
  }),
  '/ticket/reminder/cancel': ep('/ticket/reminder/cancel', {
    summary: 'no longer be told when this sale opens (not asked: no change)',
    body: saleReminderBody,
    result: saleReminder,
  }),
} as const;
