/** Browsable content: theatre, productions, knowledge, video, news (issue 4). */
export {};
