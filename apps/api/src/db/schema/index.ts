export * from './users.js';
export * from './platform.js';
export * from './site.js';
