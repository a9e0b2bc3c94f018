export * from './users.js';
export * from './platform.js';
export * from './site.js';
export * from './accounts.js';
export * from './content.js';
export * from './commerce.js';
export * from './engagement.js';
