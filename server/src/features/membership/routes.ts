import type { App } from '../../app';

export async function membershipRoutes(_app: App): Promise<void> {}
