export { createCrmClient } from './client.ts';
export type { CrmClient, CrmClientOptions, Middleware, Schema, components, operations, paths } from './client.ts';
