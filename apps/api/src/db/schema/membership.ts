/** Membership tables (issue 7): member packages (tier, days, price, shop discount) and what a paid member order granted. */
export {};
