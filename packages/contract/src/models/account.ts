/** Result shapes of the account families (issue 3). */
export {};
