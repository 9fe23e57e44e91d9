export * from '../domains/cms/schema';
export * from '../domains/common/schema';
export * from '../domains/passport/schema';
