import type { App } from '../../app';

export async function readingRoutes(_app: App): Promise<void> {}
