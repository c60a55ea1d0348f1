// The Lit plugin set the analyzer's CLI uses for `--litelement` (shipped without types).
declare module '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js' {
  export function litPlugin(): import('@custom-elements-manifest/analyzer').Plugin[];
}
