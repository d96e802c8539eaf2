import type { App } from '../../app';

export async function guidanceRoutes(_app: App): Promise<void> {}
