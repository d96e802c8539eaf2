export * from './moods';
export * from './rate-limits';
export * from './sessions';
export * from './subscriptions';
export * from './users';
