/**
 * The pending ledger: declared endpoints that have no server handler yet and SPEC routes whose
 * real page has not landed. Tests fail when an endpoint has no handler and is not listed here, or
 * is listed but has a handler (same for routes). A pending route shows the not-found page.
 * Each issue removes what it builds; the lists end empty.
 */
export const pendingEndpoints: readonly string[] = [];

export const pendingRoutes: readonly string[] = [];
