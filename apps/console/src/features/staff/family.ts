import { request } from '@nanhua/client';
import type { StaffAccount, StaffRole } from '@nanhua/contract';
import type { StaffFamily } from '../../lib/staff-call';

type Exactly<T, U> = [T] extends [U] ? ([U] extends [T] ? true : never) : never;
/** The staff roles (restated from the contract without bundling its schemas; checked both ways). */
export const staffRoleList = ['admin', 'editor', 'boxOffice', 'support'] as const;
export const rolesMatch: Exactly<(typeof staffRoleList)[number], StaffRole> = true;
export const accountStatuses = ['active', 'disabled'] as const;

const isRole = (v: string | undefined): v is StaffRole => (staffRoleList as readonly string[]).includes(v ?? '');
const isStatus = (v: string | undefined): v is (typeof accountStatuses)[number] =>
  (accountStatuses as readonly string[]).includes(v ?? '');

export interface AccountBody {
  email?: string;
  name?: string;
  role?: StaffRole;
  password?: string;
}

/** Staff accounts (admin only): listed, created, renamed or re-roled; disabled and enabled apart. */
export const staffAccountFamily: StaffFamily<StaffAccount, AccountBody> = {
  key: 'staffAccount',
  list: async (q, signal) => {
    const role = q.filters?.role;
    const status = q.filters?.status;
    const page = await request('/admin/staffAccount/list', {
      query: {
        page: q.page,
        size: q.size,
        q: q.q || undefined,
        role: isRole(role) ? role : undefined,
        status: isStatus(status) ? status : undefined,
      },
      signal,
    });
    return { items: page.items, total: page.total };
  },
  get: (id, signal) => request('/admin/staffAccount/get/{id}', { params: { id }, signal }),
  create: (body) =>
    request('/admin/staffAccount/create', {
      body: {
        email: body.email ?? '',
        name: body.name ?? '',
        role: body.role ?? 'editor',
        password: body.password ?? '',
      },
    }),
  update: (id, body) =>
    request('/admin/staffAccount/update/{id}', { params: { id }, body: { name: body.name, role: body.role } }),
};

/** A random initial password (14 letters and digits, no look-alikes), from the browser's secure source. */
export function generatePassword(length = 14): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
