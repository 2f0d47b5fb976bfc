// What every resolver receives: the caller and the shared domain services.
import type { Actor } from '../records/actor.ts';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  actor: Actor;
  services: Services;
}
