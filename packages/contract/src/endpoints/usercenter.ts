import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, intLike, pageQuery, pendingBody, pendingResult, tokenPair } from '../schemas.js';

export const usercenterEndpoints = {
  '/usercenter/memberOrder/get': ep('/usercenter/memberOrder/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/usercenter/memberOrder/save/{packageId}': ep('/usercenter/memberOrder/save/{packageId}', {
    params: z.strictObject({ packageId: id }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/memberOrder/get/{id}': ep('/usercenter/memberOrder/get/{id}', {
    params: z.strictObject({ id: id }),
    result: pendingResult,
  }),
  '/usercenter/memberOrder/delete/{id}': ep('/usercenter/memberOrder/delete/{id}', {
    params: z.strictObject({ id: id }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/memberOrder/payComplete': ep('/usercenter/memberOrder/payComplete', { body: pendingBody, result: pendingResult }),
  '/usercenter/memberPackage/get': ep('/usercenter/memberPackage/get', { result: pendingResult }),
  '/usercenter/user/refreshToken': ep('/usercenter/user/refreshToken', { body: tokenPair.strict(), result: tokenPair }),
  '/usercenter/user/updateRefreshToken': ep('/usercenter/user/updateRefreshToken', {
    body: tokenPair.strict(),
    result: tokenPair,
  }),
  '/usercenter/deliveryAddress/getMyAddresses': ep('/usercenter/deliveryAddress/getMyAddresses', { result: pendingResult }),
  '/usercenter/deliveryAddress/create': ep('/usercenter/deliveryAddress/create', { body: pendingBody, result: pendingResult }),
  '/usercenter/deliveryAddress/update': ep('/usercenter/deliveryAddress/update', { body: pendingBody, result: pendingResult }),
  '/usercenter/deliveryAddress/delete/{id}': ep('/usercenter/deliveryAddress/delete/{id}', {
    params: z.strictObject({ id: id }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/deliveryAddress/setDefault/{id}': ep('/usercenter/deliveryAddress/setDefault/{id}', {
    params: z.strictObject({ id: id }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/userFollow/getFollows': ep('/usercenter/userFollow/getFollows', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/usercenter/userFollow/getFans': ep('/usercenter/userFollow/getFans', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/usercenter/userFollow/getCountFollows': ep('/usercenter/userFollow/getCountFollows', { result: pendingResult }),
  '/usercenter/userFollow/getCountFans': ep('/usercenter/userFollow/getCountFans', { result: pendingResult }),
  '/usercenter/userFollow/follow': ep('/usercenter/userFollow/follow', {
    body: z.strictObject({ followedEmail: z.string().trim().max(254) }),
    result: pendingResult,
  }),
  '/usercenter/userFollow/unfollow': ep('/usercenter/userFollow/unfollow', {
    body: z.strictObject({ followedEmail: z.string().trim().max(254) }),
    result: pendingResult,
  }),
  '/usercenter/userMessage/get': ep('/usercenter/userMessage/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, type: intLike(0, 100).optional() }),
    result: pendingResult,
  }),
  '/usercenter/userMessage/delete/{id}': ep('/usercenter/userMessage/delete/{id}', {
    params: z.strictObject({ id: id }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/userMessage/isExistUnread': ep('/usercenter/userMessage/isExistUnread', { result: pendingResult }),
  '/usercenter/userMessage/setToReadById/{id}': ep('/usercenter/userMessage/setToReadById/{id}', {
    params: z.strictObject({ id: id }),
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/userMessage/setAllToRead': ep('/usercenter/userMessage/setAllToRead', {
    body: pendingBody,
    result: pendingResult,
  }),
  '/usercenter/user/login': ep('/usercenter/user/login', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/add': ep('/usercenter/user/add', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/exist': ep('/usercenter/user/exist', {
    body: z.strictObject({ email: z.string().trim().max(254) }),
    result: pendingResult,
  }),
  '/usercenter/user/codeToEmail': ep('/usercenter/user/codeToEmail', {
    body: z.strictObject({ email: z.string().trim().max(254), templateType: intLike(1, 10) }),
    result: pendingResult,
  }),
  '/usercenter/user/validVerifyCode': ep('/usercenter/user/validVerifyCode', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/forgotPassword': ep('/usercenter/user/forgotPassword', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/delete': ep('/usercenter/user/delete', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/get': ep('/usercenter/user/get', { result: pendingResult }),
  '/usercenter/user/getByEmail': ep('/usercenter/user/getByEmail', {
    body: z.strictObject({ email: z.string().trim().max(254) }),
    result: pendingResult,
  }),
  '/usercenter/user/edit': ep('/usercenter/user/edit', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/updatePassword': ep('/usercenter/user/updatePassword', { body: pendingBody, result: pendingResult }),
  '/usercenter/user/uploadCustomAvatar': ep('/usercenter/user/uploadCustomAvatar', { result: pendingResult }),
} as const;
