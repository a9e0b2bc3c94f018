/**
 * Postal codes and phone numbers checked against the delivery country (zod-free: the web's address
 * form and the API's schema use the same rules). The country is typed freely, so a few names and
 * codes in both languages are recognised; any other country gets the general checks only.
 */

export const addressCountries = ['sg', 'my', 'cn'] as const;
export type AddressCountry = (typeof addressCountries)[number];

const aliases: Record<AddressCountry, string[]> = {
  sg: ['singapore', 'sg', 'sgp', 'republicofsingapore', '新加坡', '星加坡'],
  my: ['malaysia', 'my', 'mys', '马来西亚', '馬來西亞', '大马'],
  cn: [
    'china',
    'cn',
    'chn',
    'prc',
    'peoplesrepublicofchina',
    'mainlandchina',
    '中国',
    '中國',
    '中国大陆',
    '中华人民共和国',
  ],
};

const rules: Record<AddressCountry, { postal: RegExp; phone: RegExp }> = {
  sg: { postal: /^\d{6}$/, phone: /^(\+65|0065|65)?[3689]\d{7}$/ },
  my: { postal: /^\d{5}$/, phone: /^(\+60|0060|60|0)(1\d{8,9}|[3-9]\d{7,8})$/ },
  cn: { postal: /^\d{6}$/, phone: /^(\+86|0086|86)?(1[3-9]\d{9}|0\d{9,11})$/ },
};

/** Letters and digits with an inner space or dash, 3–10 long: what postal codes look like anywhere. */
const anyPostal = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,8})[A-Za-z0-9]$/;

/** Which of the known countries the typed name means, if any. */
export function addressCountry(country: string): AddressCountry | undefined {
  const key = country
    .trim()
    .toLowerCase()
    .replace(/[\s.'’()-]/g, '');
  return addressCountries.find((c) => aliases[c].includes(key));
}

/** Null when the postal code fits the country; else the rule it breaks ('any' for the general shape). */
export function postalCodeProblem(country: string, postalCode: string): AddressCountry | 'any' | null {
  const c = addressCountry(country);
  const code = postalCode.trim();
  if (c) return rules[c].postal.test(code) ? null : c;
  return anyPostal.test(code) ? null : 'any';
}

/** Null when the number fits the country (spaces, dashes and brackets ignored); else the country whose rule it breaks. */
export function contactNumberProblem(country: string, contactNumber: string): AddressCountry | null {
  const c = addressCountry(country);
  if (!c) return null;
  return rules[c].phone.test(contactNumber.replace(/[\s()-]/g, '')) ? null : c;
}
