/**
 * public: no token; token: bearer required; optional: answers visitors, uses a token when sent;
 * staff: bearer required and the caller holds one of the call's staff roles (DESIGN §4).
 */
export type Channel = 'public' | 'token' | 'optional' | 'staff';
export type BodyKind = 'none' | 'json' | 'form' | 'multipart';
export type Method = 'GET' | 'POST';
/** What a staff account may do; `admin` may do everything (and manages staff accounts). */
export const staffRoles = ['admin', 'editor', 'boxOffice', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];
/** spec: a row of SPEC §7 (spec/endpoints.tsv); extension: a member call SPEC has no row for; staff: the console's calls. */
export type Scope = 'spec' | 'extension' | 'staff';
