export * from './accounts';
export * from './auth';
export * from './orders';
export * from './outbox';
