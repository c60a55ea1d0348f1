import type { ReactiveElement } from 'lit';
import { builderRoot } from '../images/chunk';
import type { AssistantFn } from './types';

/** The <email-builder> around `from`, as far as writing help needs it. */
export type AssistantHost = ReactiveElement & { assistant?: AssistantFn | null };

export function assistantHost(from: Element): AssistantHost | null {
  const root = builderRoot(from);
  return root instanceof ShadowRoot ? (root.host as AssistantHost) : null;
}
