export * from './platform';
export * from './tenant-scoped';
