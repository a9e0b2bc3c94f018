/** Accounts: verification codes, follows, messages, feedback, delivery addresses (issue 3). */
export {};
