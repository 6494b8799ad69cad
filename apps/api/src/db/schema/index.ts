export * from './platform';
export * from './tenancy';
export * from './activity';
export * from './assets';
export * from './asset-safety';
export * from './documents';
export * from './risks';
export * from './actions';
