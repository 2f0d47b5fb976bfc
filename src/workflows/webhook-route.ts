// POST /webhooks/workflows/{workflowId}: a WEBHOOK trigger's entry point, outside /rest (the REST
// edge dispatches only operations of the document). The caller holds no API key: it sends the
// workflow's webhookSecret as `Authorization: Bearer <secret>`. Each workflow has its own token
// bucket (RATE_LIMIT's size), so one noisy sender cannot starve the others or the API.
import { bearerToken } from '../auth/bearer-auth.ts';
import type { EngineRoute } from '../engine.ts';
import { rateLimit, type RateLimiter } from '../http/rate-limit.ts';
import type { WorkflowService } from './workflow-service.ts';

export function workflowWebhookRoute(workflows: WorkflowService, buckets: RateLimiter | undefined): EngineRoute {
  return {
    method: 'post',
    path: '/webhooks/workflows/:workflowId',
    handlers: [
      rateLimit(buckets, (req) => `workflow-webhook:${String(req.params.workflowId)}`, 'this workflow\'s webhook'),
      (req, res, next) => {
        workflows
          .runFromWebhook(String(req.params.workflowId), bearerToken(req.headers.authorization), req.body)
          .then(({ workflowRunId }) => res.json({ data: { workflowRunId } }), next);
      },
    ],
  };
}
