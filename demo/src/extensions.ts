// What Pinecrest plugs into the editor beyond the token: its product catalogue as the `products`
// data source (for its own "Product" block) and its writing help as `assistant`. Both go through
// Pinecrest's server, which holds the catalogue and, when configured, the model's key.
import type { AssistantFn, AssistantRequest } from '../../element/assistant/types';
import type { DataSourceItem, DataSources } from '../../element/data-sources/types';
import { CRM_MERGE_TAGS } from './merge-tags';

export type WritingHelp = { kind: 'model'; model: string } | { kind: 'sample' };

/**
 * Everything Pinecrest hands an editor besides its token: the CRM's own fields (offered in the
 * merge-tag pickers, filled in by the preview), its catalogue behind the Product block's picker,
 * and its writing help (model or labelled stand-in).
 */
export function equipBuilder(el: HTMLElement): void {
  Object.assign(el, { mergeTags: CRM_MERGE_TAGS, dataSources: PINECREST_DATA_SOURCES, assistant: pinecrestAssistant });
}

/** `dataSources` as docs/api.md §16 defines it: searched on Pinecrest's server by title. */
export const PINECREST_DATA_SOURCES: DataSources = {
  products: {
    label: 'Pinecrest catalogue',
    async search(query: string): Promise<DataSourceItem[]> {
      const response = await fetch(`/api/products?q=${encodeURIComponent(query)}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The catalogue answered ${response.status}.`);
      return (await response.json()) as DataSourceItem[];
    },
  },
};

/** `assistant`: the answer streamed from Pinecrest's server as it is written; Stop cancels the request. */
export const pinecrestAssistant: AssistantFn = (request: AssistantRequest) => stream(request);

async function* stream(request: AssistantRequest): AsyncGenerator<string> {
  const stop = new AbortController();
  const response = await fetch('/api/writing-help', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'same-origin',
    signal: stop.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `Pinecrest’s writing help answered ${response.status}.`);
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    stop.abort();
  }
}

/** Who answers the writing help, in the editor's language (the stand-in must never pass for a model). */
const LABELS: Record<string, { sample: string; model: string }> = {
  en: { sample: 'Sample writing help — not an AI model', model: 'Writing help by {model}, through Pinecrest’s server' },
  de: {
    sample: 'Beispiel-Schreibhilfe — kein KI-Modell',
    model: 'Schreibhilfe von {model}, über den Server von Pinecrest',
  },
  fr: {
    sample: 'Aide à la rédaction d’exemple — pas un modèle d’IA',
    model: 'Aide à la rédaction par {model}, via le serveur de Pinecrest',
  },
  es: {
    sample: 'Ayuda de redacción de ejemplo — no es un modelo de IA',
    model: 'Ayuda de redacción de {model}, a través del servidor de Pinecrest',
  },
  'pt-BR': {
    sample: 'Ajuda de escrita de exemplo — não é um modelo de IA',
    model: 'Ajuda de escrita de {model}, pelo servidor da Pinecrest',
  },
  ja: {
    sample: 'サンプルの文章アシスト — AI モデルではありません',
    model: '文章アシスト：{model}（Pinecrest のサーバー経由）',
  },
  ar: {
    sample: 'مساعدة كتابة تجريبية — ليست نموذج ذكاء اصطناعي',
    model: 'مساعدة الكتابة من {model} عبر خادم Pinecrest',
  },
};

/** Shows who answers the writing help in `note`, in `locale` (English when the demo has no text for it). */
export function showWritingHelp(note: HTMLElement, help: WritingHelp, locale: string): void {
  const lang = LABELS[locale] ? locale : 'en';
  const texts = LABELS[lang] as { sample: string; model: string };
  note.textContent = help.kind === 'model' ? texts.model.replace('{model}', help.model) : texts.sample;
  note.lang = lang;
  note.dir = lang === 'ar' ? 'rtl' : 'ltr';
  note.dataset.kind = help.kind;
}
