/**
 * Shared code with a home: the domain entities of spec §3 as the app uses them (the mappers of `src/api`
 * produce them) and the pure rules every layer applies (money, dates, ids, subscriptions, `Result`, message
 * descriptors). Usable by machines, components, features, `src/app` and `src/api`; imports nothing of them, nor React,
 * the router, XState or the HTTP client (eslint.config.js).
 */
export type * from './club';
export { LANGUAGES, isLanguage } from './club';
export * from './account';
export * from './catalogue';
export type * from './booking';
export * from './payments';
export * from './result';
export type * from './message';
export * from './money';
export * from './dates';
export * from './ids';
export * from './legal';
