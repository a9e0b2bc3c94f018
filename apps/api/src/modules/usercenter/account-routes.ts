import { endpoints, proofOfWork, type VerifyCodeType } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import { refuse } from '../../lib/errors.js';
import { clientKey } from '../../plugins/client-key.js';
import type { AccountService } from './account-service.js';
import type { ProfileService } from './profile-service.js';

/** Registration, sign-in, passwords, the profile and the avatar upload. */
export function registerAccountRoutes(route: Registrar, accounts: AccountService, profiles: ProfileService) {
  route(endpoints['/usercenter/user/exist'], ({ body }) => accounts.exists(body.email));
  route(endpoints['/usercenter/user/codeToEmail'], async ({ body, req, locale }) => {
    await accounts.sendCode(body.email, body.templateType as VerifyCodeType, clientKey(req), locale, req.log);
    return null;
  });
  route(endpoints['/usercenter/user/validVerifyCode'], async ({ body }) => {
    await accounts.verifyCode(body.email, body.templateType as VerifyCodeType, body.code);
    return null;
  });
  route(endpoints['/usercenter/user/add'], ({ body, locale }) => accounts.register(body, locale));
  route(endpoints['/usercenter/user/login'], ({ body, req, locale }) => {
    const proof = req.headers[proofOfWork.header.toLowerCase()];
    return accounts.login(
      body.email,
      body.password,
      clientKey(req),
      locale,
      typeof proof === 'string' ? proof : undefined,
    );
  });
  route(endpoints['/usercenter/user/forgotPassword'], ({ body }) => accounts.resetPassword(body));
  route(endpoints['/usercenter/user/updatePassword'], ({ user, body }) =>
    accounts.changePassword(user.id, body.oldPassword, body.password),
  );
  route(endpoints['/usercenter/user/delete'], async ({ user, body }) => {
    await accounts.deleteAccount(user.id, body.password);
    return null;
  });
  route(endpoints['/usercenter/user/logout'], async ({ body }) => {
    await accounts.signOut(body.refreshToken);
    return null;
  });

  route(endpoints['/usercenter/user/get'], ({ user }) => profiles.get(user.id));
  route(endpoints['/usercenter/user/edit'], ({ user, body }) => profiles.edit(user.id, body));
  route(endpoints['/usercenter/user/getByEmail'], ({ user, body, locale }) =>
    profiles.card(user.id, body.email, locale),
  );
  route(endpoints['/usercenter/user/uploadCustomAvatar'], async ({ user, req }) => {
    let upload: Buffer | undefined;
    try {
      const file = req.isMultipart() ? await req.file() : undefined;
      if (file?.fieldname === 'file') upload = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('msg.account.avatarTooLarge');
      throw refuse('msg.account.avatarUnreadable');
    }
    if (!upload || upload.length === 0) throw refuse('msg.account.avatarMissing');
    return profiles.setAvatar(user.id, upload);
  });
}
