/**
 * Every mapper of every domain in one import, for tests. The app's operations import their own domain's mappers
 * (`./<domain>/mappers.ts`; the shared pieces and the fallback rules: ./common/mappers.ts), so that a chunk carries
 * only the mappers it runs.
 */

export * from './common/mappers';
export * from './club/mappers';
export * from './account/mappers';
export * from './catalogue/mappers';
export * from './payments/mappers';
export * from './booking/mappers';
