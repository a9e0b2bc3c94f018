/** Result shapes of the content families (issue 4). */
export {};
