// Types the analyzer's package leaves out: its programmatic `create`/`ts` exports and the Lit
// plugin set its CLI's `--litelement` uses.
import type { Plugin } from '@custom-elements-manifest/analyzer';

declare module '@custom-elements-manifest/analyzer' {
  /** The analyzer's own TypeScript (its version, not the project's). */
  export const ts: {
    createSourceFile(fileName: string, text: string, target: number, setParentNodes: boolean): unknown;
    ScriptTarget: { ES2022: number };
  };
  export function create(options: {
    modules: unknown[];
    plugins?: Plugin[];
    context?: Record<string, unknown>;
  }): unknown;
}
