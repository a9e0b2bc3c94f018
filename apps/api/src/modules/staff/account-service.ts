import type { StaffAccount, StaffPage, TokenPair } from '@nanhua/contract';
import type { Db, Tx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { hashPassword } from '../../services/passwords.js';
import type { AccountService } from '../usercenter/account-service.js';
import type { SessionService } from '../usercenter/session-service.js';
import {
  emailHolder,
  findStaff,
  insertStaff,
  lockActiveAdmins,
  pageStaff,
  updateStaff,
  type StaffFilter,
  type StaffRole,
  type StaffRow,
} from './account-repository.js';
import type { AuditTrail } from './audit.js';
import type { AuditFilter } from './audit-repository.js';
import { auditedAccount, presentAuditEntry, presentStaffAccount } from './presenter.js';

export interface StaffAccountDeps {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  /** Ends an account's sessions in the transaction that disables or enables it. */
  sessions: Pick<SessionService, 'endAll'>;
  /** The member change-password rules, reused for a staff member's own password. */
  accounts: Pick<AccountService, 'changePassword'>;
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

const ENTITY = 'staffAccount';

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Create a staff account and its audit entry in one transaction; `actorId` undefined: the account
 * records its own creation (the first admin, made from the command line). An address any account
 * holds, a member's too, is refused.
 */
export async function createStaffAccount(
  d: Pick<StaffAccountDeps, 'db' | 'clock' | 'audit'>,
  input: NewStaffAccount,
  actorId?: number,
  reason?: string,
): Promise<StaffRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await d.db.transaction(async (tx) => {
      if (await emailHolder(tx, input.email)) throw refuse('msg.staff.emailTaken');
      const now = d.clock.now();
      const row = await insertStaff(tx, {
        email: input.email.toLowerCase(),
        passwordHash,
        nickName: input.name,
        role: input.role,
        createdAt: now,
        updatedAt: now,
      });
      await d.audit.record(tx, {
        actorId: actorId ?? row.id,
        action: 'create',
        entity: ENTITY,
        entityId: row.id,
        after: auditedAccount(row),
        reason,
      });
      return row;
    });
  } catch (err) {
    // Two creations of one address at once: the unique index refuses the second.
    if (isUniqueViolation(err)) throw refuse('msg.staff.emailTaken');
    throw err;
  }
}

/**
 * Staff accounts (issue 13): the admin creates, re-roles, disables and enables them; every write is
 * audited in its own transaction. Nobody disables or demotes themself, and the last active admin stays
 * one. A member account is not a staff account: its id answers not found.
 */
export function createStaffAccountService(d: StaffAccountDeps) {
  const { db, clock, audit } = d;

  /** The target, locked; the active admins are locked first, always in that order, so two admins never deadlock. */
  async function lockTarget(tx: Tx, id: number): Promise<{ target: StaffRow; admins: number[] }> {
    const admins = await lockActiveAdmins(tx);
    const target = await findStaff(tx, id, true);
    if (!target) throw notFound('msg.staff.accountNotFound');
    return { target, admins };
  }

  return {
    async list(f: StaffFilter, page: number, size: number): Promise<StaffPage<StaffAccount>> {
      const { rows, total } = await pageStaff(db, f, page, size);
      return { items: rows.map(presentStaffAccount), total, page, size };
    },

    async get(id: number): Promise<StaffAccount> {
      const row = await findStaff(db, id);
      if (!row) throw notFound('msg.staff.accountNotFound');
      return presentStaffAccount(row);
    },

    async create(actorId: number, input: NewStaffAccount): Promise<StaffAccount> {
      return presentStaffAccount(await createStaffAccount(d, input, actorId));
    },

    async update(actorId: number, id: number, patch: { name?: string; role?: StaffRole }): Promise<StaffAccount> {
      const row = await db.transaction(async (tx) => {
        const { target, admins } = await lockTarget(tx, id);
        const changes: { nickName?: string; role?: StaffRole } = {};
        if (patch.name !== undefined && patch.name !== target.nickName) changes.nickName = patch.name;
        if (patch.role !== undefined && patch.role !== target.role) changes.role = patch.role;
        if (changes.nickName === undefined && changes.role === undefined) return target;
        if (changes.role !== undefined && target.role === 'admin') {
          if (target.id === actorId) throw refuse('msg.staff.cannotDemoteSelf');
          if (target.status === 'active' && admins.length <= 1) throw refuse('msg.staff.lastAdmin');
        }
        const updated = await updateStaff(tx, id, { ...changes, updatedAt: clock.now() });
        await audit.record(tx, {
          actorId,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: auditedAccount(target),
          after: auditedAccount(updated),
        });
        return updated;
      });
      return presentStaffAccount(row);
    },

    /** The account can no longer sign in, and every session it has ends in the same transaction. */
    async disable(actorId: number, id: number, reason?: string): Promise<StaffAccount> {
      const row = await db.transaction(async (tx) => {
        const { target, admins } = await lockTarget(tx, id);
        if (target.id === actorId) throw refuse('msg.staff.cannotDisableSelf');
        if (target.status === 'disabled') return target;
        if (target.role === 'admin' && admins.length <= 1) throw refuse('msg.staff.lastAdmin');
        const updated = await updateStaff(tx, id, { status: 'disabled', updatedAt: clock.now() });
        await d.sessions.endAll(id, tx);
        await audit.record(tx, {
          actorId,
          action: 'disable',
          entity: ENTITY,
          entityId: id,
          before: auditedAccount(target),
          after: auditedAccount(updated),
          reason,
        });
        return updated;
      });
      return presentStaffAccount(row);
    },

    async enable(actorId: number, id: number, reason?: string): Promise<StaffAccount> {
      const row = await db.transaction(async (tx) => {
        const target = await findStaff(tx, id, true);
        if (!target) throw notFound('msg.staff.accountNotFound');
        if (target.status === 'active') return target;
        const updated = await updateStaff(tx, id, { status: 'active', updatedAt: clock.now() });
        // Nothing from before the enable comes back to life, even if the account was disabled outside the app.
        await d.sessions.endAll(id, tx);
        await audit.record(tx, {
          actorId,
          action: 'enable',
          entity: ENTITY,
          entityId: id,
          before: auditedAccount(target),
          after: auditedAccount(updated),
          reason,
        });
        return updated;
      });
      return presentStaffAccount(row);
    },

    /** The member change-password rules; the change is audited in its transaction (never the password). */
    changeOwnPassword(actorId: number, oldPassword: string, password: string): Promise<TokenPair> {
      return d.accounts.changePassword(actorId, oldPassword, password, (tx) =>
        audit.record(tx, { actorId, action: 'password.change', entity: ENTITY, entityId: actorId }),
      );
    },

    async auditList(f: AuditFilter, page: number, size: number) {
      const { rows, total } = await audit.list(f, page, size);
      return { items: rows.map(presentAuditEntry), total, page, size };
    },
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
