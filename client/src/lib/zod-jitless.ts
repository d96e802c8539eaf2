// The client's 'zod' (vite.config.ts points the bare import here). Zod compiles fast parsers with
// `new Function` unless told not to; the page's Content-Security-Policy forbids that, and even
// zod's probe for it is reported as a violation, so in the browser zod runs without generated code.
// This module runs before any schema is built: every module that imports 'zod' imports it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
