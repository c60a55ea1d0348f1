/** The entry every integrator loads (element, API client, gallery): 30 KB (KiB) gzip. */
export const ENTRY_BUDGET_BYTES = 30 * 1024;
/** "To edit": the entry plus every chunk loaded to open a template and select a text block, 80 KB gzip. */
export const EDIT_BUDGET_BYTES = 80 * 1024;
