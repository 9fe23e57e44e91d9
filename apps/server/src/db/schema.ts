export * from '../domains/cms/schema';
export * from '../domains/common/schema';
export * from '../domains/passport/schema';
export * from '../domains/contribution/schema';
export * from '../domains/meeting/schema';
export * from '../domains/order/schema';
export * from '../domains/settlement/schema';
