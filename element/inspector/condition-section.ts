// The block's display condition (docs/api.md §16): a merge tag of the host's, a test and, for the
// tests that compare, a value. "Always show" removes the condition.
import { html, nothing, type TemplateResult } from 'lit';
import {
  CONDITION_OPS,
  CONDITION_VALUE_FORBIDDEN,
  type Condition,
  type ConditionOp,
  VALUE_OPS,
} from '../../core/document/condition';
import type { Block } from '../../core/document/schema';
import { selectField, textField } from '../blocks/fields';
import { conditionTags } from '../conditions/conditions';
import type { I18n } from '../i18n/i18n';
import type { EditorStore } from '../state/store';

const ALWAYS = '';
const needsValue = (op: ConditionOp) => (VALUE_OPS as readonly string[]).includes(op);

/** The condition as the op needs it: a value for the comparing tests, none for the others. */
function conditionOf(tag: string, op: ConditionOp, value: string): Condition {
  return needsValue(op) ? ({ tag, op, value } as Condition) : ({ tag, op } as Condition);
}

export function conditionSection(store: EditorStore, block: Block, i18n: I18n): TemplateResult {
  const condition = block.condition;
  const set = (next: Condition | undefined, key: string) =>
    store.update(
      block.id,
      (b) => {
        const { condition: _old, ...rest } = b;
        return (next ? { ...rest, condition: next } : rest) as Block;
      },
      { coalesce: `${block.id}:condition:${key}` },
    );
  const tags = conditionTags(store.mergeTags);
  // A tag the document names but the host no longer lists stays choosable, so nothing changes by itself.
  if (condition && !tags.some((tag) => tag.name === condition.tag))
    tags.push({ name: condition.tag, label: condition.tag, sample: undefined });
  const op = condition?.op ?? 'equals';
  const value = condition && 'value' in condition ? condition.value : '';
  return html`<section>
    <h3>${i18n.t('editor.inspector.condition')}</h3>
    ${selectField(
      i18n.t('editor.inspector.conditionTag'),
      condition?.tag ?? ALWAYS,
      [[ALWAYS, i18n.t('editor.inspector.conditionAlways')], ...tags.map((tag) => [tag.name, tag.label] as const)],
      (tag) => set(tag === ALWAYS ? undefined : conditionOf(tag, op, value), 'tag'),
    )}
    ${
      condition
        ? html`${selectField(
            i18n.t('editor.inspector.conditionOp'),
            op,
            CONDITION_OPS.map((o) => [o, i18n.t(`editor.inspector.conditionOp.${o}`)] as const),
            (o) => set(conditionOf(condition.tag, o, value), 'op'),
          )}
          ${
            needsValue(op)
              ? html`${textField(i18n.t('editor.inspector.conditionValue'), value, (v) => {
                  // Refused characters (quotes, braces, %, |, brackets, < >) never reach the document.
                  if (!CONDITION_VALUE_FORBIDDEN.test(v)) set(conditionOf(condition.tag, op, v), 'value');
                })}<p class="hint">${i18n.t('editor.inspector.conditionValueHint')}</p>`
              : nothing
          }`
        : nothing
    }
  </section>`;
}
