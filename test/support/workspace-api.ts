// REST calls checked against the workspace's own OpenAPI document (GET /rest/open-api), which
// documents pipelines and custom fields: the contract check the SDK client does for built-in
// operations, for the operations that exist only at run time.
//
//   const api = workspaceApi(app);
//   await api.refresh();                       // after a metadata change
//   const { status, body } = await api.call('POST', '/rest/deals', { name: 'Big' });
import { createContractChecker, type ContractChecker, type OpenApiDocument } from './contract.ts';
import type { TestServer } from './server.ts';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export interface WorkspaceApi {
  /** Re-reads /rest/open-api (call after creating or changing pipelines and fields). */
  refresh(): Promise<OpenApiDocument>;
  call<T = any>(method: string, path: string, body?: unknown, apiKey?: string): Promise<ApiResponse<T>>;
}

export function workspaceApi(app: TestServer): WorkspaceApi {
  let checker: ContractChecker | undefined;
  const refresh = async () => {
    const response = await app.rawFetch('/rest/open-api');
    if (response.status !== 200) throw new Error(`GET /rest/open-api answered ${response.status}`);
    const document = (await response.json()) as OpenApiDocument;
    checker = createContractChecker(document);
    return document;
  };
  return {
    refresh,
    async call(method, path, body, apiKey) {
      checker ?? (await refresh());
      const response = await app.rawFetch(path, {
        method,
        apiKey,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await checker!.assertResponse(method, `${app.baseUrl}${path}`, response);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
