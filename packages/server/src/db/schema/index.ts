export * from './accounts';
export * from './auth';
export * from './delivery-addresses';
export * from './order-numbering';
export * from './orders';
export * from './outbox';
