/** Orders, payments, refunds (the core shared by tickets, shop and memberships) and ticket sales (issue 6). */
export {};
