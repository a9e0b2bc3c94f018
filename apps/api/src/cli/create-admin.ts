import { accountLimits, limits, type Locale } from '@nanhua/contract';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { t } from '../lib/messages.js';
import type { Clock } from '../services/clock.js';
import { createStaffAccount } from '../modules/staff/account-service.js';
import { createAuditTrail } from '../modules/staff/audit.js';

/** A refusal the command prints (in the operator's language) and exits 2 on; nothing was stored. */
export class AdminCliRefusal extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first admin of a new production database (no demo seed): the account the console is opened
 * with, which then creates the other staff accounts. The same rules as an admin creating one (the
 * address must be free, members included; the password argon2id-hashed), and the account's creation
 * is its own first audit entry.
 */
export async function createAdminAccount(
  deps: { database: Database; clock: Clock },
  input: { email: string; name: string; password: string },
  locale: Locale = 'en',
): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (email.length > 254 || !EMAIL.test(email)) throw new AdminCliRefusal(t(locale, 'msg.account.emailInvalid'));
  if (!name) throw new AdminCliRefusal(t(locale, 'msg.staff.nameRequired'));
  if (name.length > accountLimits.nicknameMax) throw new AdminCliRefusal(t(locale, 'msg.staff.nameTooLong'));
  if (input.password.length < limits.passwordMin) throw new AdminCliRefusal(t(locale, 'msg.account.passwordTooShort'));
  if (input.password.length > limits.passwordMax) throw new AdminCliRefusal(t(locale, 'msg.account.passwordTooLong'));
  const { db } = deps.database;
  try {
    const row = await createStaffAccount(
      { db, clock: deps.clock, audit: createAuditTrail({ db, clock: deps.clock }) },
      { email, name, role: 'admin', password: input.password },
      undefined,
      'npm run admin:create',
    );
    return { id: row.id, email };
  } catch (err) {
    if (err instanceof AppError) throw new AdminCliRefusal(t(locale, err.key, err.vars));
    throw err;
  }
}

/** `--email x --name y` (or `--email=x`); unknown flags are refused rather than ignored. */
export function parseAdminArgs(argv: readonly string[]): { email: string; name: string } {
  const out: Record<string, string> = {};
  const args = argv.filter((a) => a !== '--');
  for (let i = 0; i < args.length; i++) {
    const m = /^--(email|name)(?:=(.*))?$/.exec(args[i]!);
    if (!m)
      throw new AdminCliRefusal(
        `unknown argument ${args[i]}; usage: npm run admin:create -- --email <address> --name <name>`,
      );
    const value = m[2] ?? args[++i];
    if (value === undefined) throw new AdminCliRefusal(`--${m[1]} needs a value`);
    out[m[1]!] = value;
  }
  if (!out.email || !out.name)
    throw new AdminCliRefusal(
      'usage: npm run admin:create -- --email <address> --name <name>  (password from ADMIN_PASSWORD or stdin)',
    );
  return { email: out.email, name: out.name };
}
