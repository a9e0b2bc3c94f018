/** Result shapes of tickets, orders, payments and refunds (issue 6). */
export {};
