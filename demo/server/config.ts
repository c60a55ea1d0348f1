// The demo host's own settings, read once from the environment by whoever starts it (`npm start`,
// scripts/start.ts); nothing else in the demo reads `process.env`. Only the writing help is
// configurable: any OpenAI-compatible chat endpoint (OpenAI, Azure's compatible routes, vLLM,
// Ollama, LM Studio, …) behind the demo's server, so its key never reaches the browser.

export interface DemoAiConfig {
  /** The API's base URL, e.g. `https://api.openai.com/v1` (`/chat/completions` is appended). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; empty for local servers that need none. */
  apiKey: string;
  model: string;
}

export interface DemoConfig {
  /** null: the demo's rule-based stand-in answers (labelled as such on the page). */
  ai: DemoAiConfig | null;
}

export class DemoConfigError extends Error {}

/** DEMO_AI_BASE_URL and DEMO_AI_MODEL together turn the model on; DEMO_AI_API_KEY is optional. */
export function parseDemoConfig(env: Readonly<Record<string, string | undefined>>): DemoConfig {
  const baseUrl = env.DEMO_AI_BASE_URL?.trim() ?? '';
  const model = env.DEMO_AI_MODEL?.trim() ?? '';
  const apiKey = env.DEMO_AI_API_KEY?.trim() ?? '';
  if (!baseUrl && !model && !apiKey) return { ai: null };
  if (!baseUrl) throw new DemoConfigError('DEMO_AI_BASE_URL is missing (DEMO_AI_MODEL or DEMO_AI_API_KEY is set)');
  if (!model) throw new DemoConfigError('DEMO_AI_MODEL is missing (DEMO_AI_BASE_URL is set)');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new DemoConfigError('DEMO_AI_BASE_URL must be an http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DemoConfigError('DEMO_AI_BASE_URL must be an http(s) URL');
  if (model.length > 200) throw new DemoConfigError('DEMO_AI_MODEL is longer than 200 characters');
  return { ai: { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model } };
}
