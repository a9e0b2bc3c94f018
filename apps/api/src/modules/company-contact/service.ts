import { companyContactForm, type CompanyContactForm, type Locale } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { AuditTrail } from '../staff/audit.js';
import { companyContactDefaults } from './defaults.js';
import { presentContact, presentStaffContact } from './presenter.js';
import * as repo from './repository.js';

/**
 * The stored record over the defaults, field by field: a value written by an older version, or one a
 * hand edit broke, still answers every field (what it lacks, or holds wrongly, comes from the defaults).
 */
function recordOf(stored: repo.StoredContact | undefined): CompanyContactForm {
  if (!stored) return companyContactDefaults;
  let value: unknown;
  try {
    value = JSON.parse(stored.value);
  } catch {
    return companyContactDefaults;
  }
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out = { ...companyContactDefaults };
  for (const key of Object.keys(companyContactForm.shape) as (keyof CompanyContactForm)[]) {
    const field = companyContactForm.shape[key].safeParse(given[key]);
    if (field.success) out[key] = field.data;
  }
  return out;
}

/**
 * A lone UTF-16 surrogate becomes U+FFFD, as a text column stores it: kept as JSON, it would come back
 * as itself, and the audit trail's jsonb (PostgreSQL) refuses one.
 */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * Stores the whole record (the one write path: admin's edits and the demo seed). The value is checked
 * against the contract's form first, so nothing the app could not show is ever stored.
 */
export async function saveContact(tx: DbOrTx, form: CompanyContactForm, at: Date): Promise<repo.StoredContact> {
  const value = companyContactForm.parse(form);
  const clean = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wellFormed(v)])) as CompanyContactForm;
  return repo.writeContact(tx, JSON.stringify(clean), at);
}

/** Where and how a member sends shop goods back, both languages (the shop's return instructions). */
export interface ReturnAddress {
  addressZh: string;
  addressEn: string;
  instructionsZh: string;
  instructionsEn: string;
}

/**
 * The company's contact details (issue 34): one record admin edits in the console; the app's Company
 * Information and Customer Support pages and the shop's return instructions read it. Never saved, it
 * is the defaults.
 */
export function createCompanyContactService(d: { db: Db; clock: Clock; audit: AuditTrail }) {
  return {
    async get(l: Locale) {
      return presentContact(recordOf(await repo.readContact(d.db)), l);
    },

    async staffGet() {
      const stored = await repo.readContact(d.db);
      return presentStaffContact(recordOf(stored), stored?.updatedAt ?? null);
    },

    /** Replaces the record; the audit entry holds it before and after, in the same transaction. */
    async update(actorId: number, form: CompanyContactForm) {
      const saved = await d.db.transaction(async (tx) => {
        const before = recordOf(await repo.readContactForUpdate(tx));
        const row = await saveContact(tx, form, d.clock.now());
        const after = recordOf(row);
        await d.audit.record(tx, { actorId, action: 'companyContact.update', entity: 'companyContact', before, after });
        return { after, updatedAt: row.updatedAt };
      });
      return presentStaffContact(saved.after, saved.updatedAt);
    },

    /** Read inside the caller's transaction (a refund decision's), so it never waits for another connection. */
    async returnAddress(db: DbOrTx): Promise<ReturnAddress> {
      const c = recordOf(await repo.readContact(db));
      return {
        addressZh: c.returnAddressZh,
        addressEn: c.returnAddressEn,
        instructionsZh: c.returnInstructionsZh,
        instructionsEn: c.returnInstructionsEn,
      };
    },
  };
}

export type CompanyContactService = ReturnType<typeof createCompanyContactService>;
