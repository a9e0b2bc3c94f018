import { z } from 'zod';
import { ep } from '../endpoint.js';
import { limits } from '../limits.js';
import {
  avatarResult,
  deliveryAddress,
  followResult,
  followRow,
  memberHandlePattern,
  profile,
  userCard,
  userMessage,
} from '../models/account.js';

import { memberOrder, memberPackages } from '../models/membership.js';
import { id, intLike, pageQuery, paged, tokenPair } from '../schemas.js';
import { payCompleteBody } from './ticket.js';
import { accountLimits, paymentMethods } from '../constants.js';
import { contactNumberProblem, postalCodeProblem } from '../address-rules.js';
import { proofOfWork } from '../proof-of-work.js';

/** Past an account's failure ceiling a sign-in is refused with the proof of work to bring (proof-of-work.ts). */
const proofRequest = z.strictObject({
  proofOfWork: z.strictObject({
    challenge: z.string().min(1).max(200),
    difficulty: z.number().int().min(0).max(proofOfWork.maxDifficulty),
  }),
});

/** Addresses are compared case-insensitively; the API stores them lower-cased. */
const email = z
  .string({ error: 'msg.account.emailInvalid' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'msg.account.emailInvalid' })
  .pipe(z.email({ error: 'msg.account.emailInvalid' }));
const anAddress = z.email();
/** Another member, by their public handle (models/account memberHandle) or by address. */
const memberRef = z
  .string({ error: 'msg.account.emailInvalid' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'msg.account.emailInvalid' })
  .refine((v) => memberHandlePattern.test(v) || anAddress.safeParse(v).success, { error: 'msg.account.emailInvalid' });
const code = z
  .string({ error: 'msg.account.codeLength' })
  .trim()
  .regex(new RegExp(`^\\d{${limits.codeLength}}$`), { error: 'msg.account.codeLength' });
const newPassword = z
  .string({ error: 'msg.account.passwordTooShort' })
  .min(limits.passwordMin, { error: 'msg.account.passwordTooShort' })
  .max(limits.passwordMax, { error: 'msg.account.passwordTooLong' });
const nickName = z
  .string()
  .trim()
  .min(1, { error: 'msg.account.nicknameRequired' })
  .max(accountLimits.nicknameMax, { error: 'msg.account.nicknameTooLong' });
const withConfirmation = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(s: T) =>
  s.refine((v) => v.password === v.confirmPassword, {
    error: 'msg.account.passwordMismatch',
    path: ['confirmPassword'],
  });
const required = (key: string, max: number) =>
  z.string().trim().min(1, { error: key }).max(max, { error: 'msg.account.fieldTooLong' });
const addressFields = {
  recipientName: required('msg.account.recipientRequired', accountLimits.recipientMax),
  country: required('msg.account.countryRequired', accountLimits.countryMax),
  address: required('msg.account.addressRequired', accountLimits.addressMax),
  postalCode: required('msg.account.postalCodeRequired', accountLimits.postalCodeMax),
  contactNumber: required('msg.account.contactNumberRequired', accountLimits.contactNumberMax).pipe(
    z.string().regex(/^\+?[\d\s()-]{5,24}$/, { error: 'msg.account.contactNumberInvalid' }),
  ),
  isDefault: z.boolean().optional(),
};
/** The postal code and phone number must fit the country (address-rules.ts, shared with the web form). */
const fitsCountry = (v: { country: string; postalCode: string; contactNumber: string }, ctx: z.RefinementCtx) => {
  const postal = postalCodeProblem(v.country, v.postalCode);
  if (postal)
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: postal === 'any' ? 'msg.account.postalCodeInvalid' : `msg.account.postalCode.${postal}`,
    });
  const phone = contactNumberProblem(v.country, v.contactNumber);
  if (phone) ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: `msg.account.contactNumber.${phone}` });
};
const addressBody = z.strictObject(addressFields).superRefine(fitsCountry);
/** Current password, a new one (SPEC §5 rules) and its confirmation: members and staff change theirs alike. */
export const passwordChangeBody = withConfirmation(
  z.strictObject({
    oldPassword: z.string().min(1, { error: 'msg.account.passwordRequired' }).max(limits.passwordMax),
    password: newPassword,
    confirmPassword: z.string(),
  }),
).refine((v) => v.password !== v.oldPassword, { error: 'msg.account.passwordUnchanged', path: ['password'] });
/** The account rules of an email address and a new password, for the staff accounts too. */
export { email as accountEmail, newPassword };
/** Calls whose only input is the path id. */
const noBody = z.strictObject({});

export const usercenterEndpoints = {
  '/usercenter/memberOrder/get': ep('/usercenter/memberOrder/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(memberOrder),
  }),
  '/usercenter/memberOrder/save/{packageId}': ep('/usercenter/memberOrder/save/{packageId}', {
    params: z.strictObject({ packageId: id }),
    /** Only the payment choice: the price is the package's; a client-sent amount is dropped, never read. */
    body: z.object({ paymentMethod: z.enum(paymentMethods, { error: 'msg.payment.methodInvalid' }).default('card') }),
    result: memberOrder,
  }),
  '/usercenter/memberOrder/get/{id}': ep('/usercenter/memberOrder/get/{id}', {
    params: z.strictObject({ id: id }),
    result: memberOrder,
  }),
  '/usercenter/memberOrder/delete/{id}': ep('/usercenter/memberOrder/delete/{id}', {
    params: z.strictObject({ id: id }),
    body: noBody,
    result: z.null(),
  }),
  '/usercenter/memberOrder/payComplete': ep('/usercenter/memberOrder/payComplete', {
    body: payCompleteBody,
    result: memberOrder,
  }),
  '/usercenter/memberPackage/get': ep('/usercenter/memberPackage/get', { result: memberPackages }),
  '/usercenter/user/refreshToken': ep('/usercenter/user/refreshToken', { body: tokenPair.strict(), result: tokenPair }),
  '/usercenter/user/updateRefreshToken': ep('/usercenter/user/updateRefreshToken', {
    body: tokenPair.strict(),
    result: tokenPair,
  }),
  '/usercenter/deliveryAddress/getMyAddresses': ep('/usercenter/deliveryAddress/getMyAddresses', {
    result: z.array(deliveryAddress),
  }),
  '/usercenter/deliveryAddress/create': ep('/usercenter/deliveryAddress/create', {
    body: addressBody,
    result: deliveryAddress,
  }),
  '/usercenter/deliveryAddress/update': ep('/usercenter/deliveryAddress/update', {
    body: z.strictObject({ ...addressFields, id }).superRefine(fitsCountry),
    result: deliveryAddress,
  }),
  '/usercenter/deliveryAddress/delete/{id}': ep('/usercenter/deliveryAddress/delete/{id}', {
    params: z.strictObject({ id: id }),
    body: noBody,
    result: z.null(),
  }),
  '/usercenter/deliveryAddress/setDefault/{id}': ep('/usercenter/deliveryAddress/setDefault/{id}', {
    params: z.strictObject({ id: id }),
    body: noBody,
    result: z.null(),
  }),
  '/usercenter/userFollow/getFollows': ep('/usercenter/userFollow/getFollows', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(followRow),
  }),
  '/usercenter/userFollow/getFans': ep('/usercenter/userFollow/getFans', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(followRow),
  }),
  '/usercenter/userFollow/getCountFollows': ep('/usercenter/userFollow/getCountFollows', { result: z.number().int() }),
  '/usercenter/userFollow/getCountFans': ep('/usercenter/userFollow/getCountFans', { result: z.number().int() }),
  '/usercenter/userFollow/follow': ep('/usercenter/userFollow/follow', {
    body: z.strictObject({ followedEmail: memberRef }),
    result: followResult,
  }),
  '/usercenter/userFollow/unfollow': ep('/usercenter/userFollow/unfollow', {
    body: z.strictObject({ followedEmail: memberRef }),
    result: followResult,
  }),
  '/usercenter/userMessage/get': ep('/usercenter/userMessage/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, type: intLike(1, 3).optional() }),
    result: paged(userMessage),
  }),
  '/usercenter/userMessage/delete/{id}': ep('/usercenter/userMessage/delete/{id}', {
    params: z.strictObject({ id: id }),
    body: noBody,
    result: z.null(),
  }),
  '/usercenter/userMessage/isExistUnread': ep('/usercenter/userMessage/isExistUnread', { result: z.boolean() }),
  '/usercenter/userMessage/setToReadById/{id}': ep('/usercenter/userMessage/setToReadById/{id}', {
    params: z.strictObject({ id: id }),
    body: noBody,
    result: z.null(),
  }),
  '/usercenter/userMessage/setAllToRead': ep('/usercenter/userMessage/setAllToRead', {
    body: noBody,
    result: z.null(),
  }),
  '/usercenter/user/login': ep('/usercenter/user/login', {
    body: z.strictObject({
      email,
      password: z
        .string({ error: 'msg.account.passwordRequired' })
        .min(1, { error: 'msg.account.passwordRequired' })
        .max(limits.passwordMax, { error: 'msg.account.badCredentials' }),
    }),
    result: tokenPair,
    refusalResult: proofRequest,
  }),
  '/usercenter/user/add': ep('/usercenter/user/add', {
    body: withConfirmation(
      z.strictObject({ email, code, password: newPassword, confirmPassword: z.string(), nickName }),
    ),
    result: tokenPair,
  }),
  '/usercenter/user/exist': ep('/usercenter/user/exist', { body: z.strictObject({ email }), result: z.boolean() }),
  '/usercenter/user/codeToEmail': ep('/usercenter/user/codeToEmail', {
    body: z.strictObject({ email, templateType: intLike(1, 2) }),
    result: z.null(),
  }),
  '/usercenter/user/validVerifyCode': ep('/usercenter/user/validVerifyCode', {
    body: z.strictObject({ email, code, templateType: intLike(1, 2) }),
    result: z.null(),
  }),
  '/usercenter/user/forgotPassword': ep('/usercenter/user/forgotPassword', {
    body: withConfirmation(z.strictObject({ email, code, password: newPassword, confirmPassword: z.string() })),
    result: tokenPair,
  }),
  '/usercenter/user/delete': ep('/usercenter/user/delete', {
    body: z.strictObject({
      password: z.string().min(1, { error: 'msg.account.passwordRequired' }).max(limits.passwordMax),
    }),
    result: z.null(),
  }),
  '/usercenter/user/get': ep('/usercenter/user/get', { result: profile }),
  '/usercenter/user/getByEmail': ep('/usercenter/user/getByEmail', {
    body: z.strictObject({ email: memberRef }),
    result: userCard,
  }),
  '/usercenter/user/edit': ep('/usercenter/user/edit', {
    body: z.strictObject({
      nickName,
      signature: z
        .string()
        .trim()
        .min(1, { error: 'msg.account.signatureRequired' })
        .max(limits.textareaMax, { error: 'msg.account.signatureTooLong' }),
    }),
    result: profile,
  }),
  '/usercenter/user/updatePassword': ep('/usercenter/user/updatePassword', {
    body: passwordChangeBody,
    result: tokenPair,
  }),
  /** Multipart, field `file`: JPEG, PNG or WebP, at most 5 MB and 4096×4096 px. */
  '/usercenter/user/uploadCustomAvatar': ep('/usercenter/user/uploadCustomAvatar', { result: avatarResult }),
} as const;
