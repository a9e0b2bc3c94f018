/** Result shapes of comments, replies, likes, registrations and votes (issue 5). */
export {};
