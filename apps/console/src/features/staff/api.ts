import { request } from '@nanhua/client';
import '../../lib/client';

/** Changes the signed-in staff member's own password; the answer is a fresh token pair (the old ones are revoked). */
export const changeMyPassword = (body: { oldPassword: string; password: string; confirmPassword: string }) => request('/admin/me/password', { body });
