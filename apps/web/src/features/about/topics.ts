/** The six About routes, in the order the home screen lists them. */
export const aboutTopics = ['chaoJu', 'chaoYueTuan', 'companyInfo', 'nanHua', 'nanHuaTeam', 'wenHuaYanJiu'] as const;
export type AboutTopic = (typeof aboutTopics)[number];
