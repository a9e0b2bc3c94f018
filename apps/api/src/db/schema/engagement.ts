/** Engagement (comments, replies, likes keyed by family and target), event registrations, votes (issue 5). */
export {};
