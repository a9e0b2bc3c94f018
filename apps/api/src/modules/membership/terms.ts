import type { LineRow } from '../orders/repository.js';
import type { PackageRow, TermsRow } from './repository.js';

/**
 * The package as a member order bought it: name from the order line, tier and days from the terms
 * copied when it was placed. Orders placed before terms were copied read the package as it is.
 */
export const asBought = (
  pkg: PackageRow,
  line: Pick<LineRow, 'titleZh' | 'titleEn'>,
  terms: TermsRow | undefined,
): PackageRow =>
  terms
    ? { ...pkg, nameZh: line.titleZh, nameEn: line.titleEn, userType: terms.userType, durationDays: terms.durationDays }
    : pkg;
