export * from './affirmations';
export * from './circles';
export * from './moods';
export * from './rate-limits';
export * from './readings';
export * from './sessions';
export * from './subscriptions';
export * from './users';
