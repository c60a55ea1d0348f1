/** 44 KB (KiB) gzip: 0.15 × GrapesJS's 295 KB. Shared by the budget test and the benchmark. */
export const ELEMENT_BUDGET_BYTES = 44 * 1024;
