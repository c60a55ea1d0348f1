// Pinecrest's own "Product" block (docs/api.md §16 "Custom block types"): registered with the
// secret key when the demo seeds its data, and filled in the editor from Pinecrest's catalogue
// (the `products` data source, demo/data/catalogue.json). The card is email-safe: one
// presentation table, inline styles, a fixed-width image that shrinks on phones.

/** The card, written once: inside `{{#each item}}` each name is read from the picked product first. */
const CARD = [
  '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;border:1px solid #e2e8f0;border-radius:8px;margin:0 0 12px 0;">',
  '<tr>',
  '{{#if image}}<td width="176" valign="top" style="padding:16px 0 16px 16px;"><a href="{{url}}"><img src="{{image}}" alt="{{title}}" width="160" style="display:block;width:160px;max-width:100%;height:auto;border:0;border-radius:6px;"></a></td>{{/if}}',
  '<td valign="top" style="padding:16px;font-family:Arial,Helvetica,sans-serif;">',
  '<p style="margin:0 0 4px 0;font-size:18px;line-height:24px;font-weight:bold;color:#0f172a;">{{title}}</p>',
  '{{#if subtitle}}<p style="margin:0 0 8px 0;font-size:14px;line-height:20px;color:#64748b;">{{subtitle}}</p>{{/if}}',
  '{{#if price}}<p style="margin:0 0 12px 0;font-size:18px;line-height:24px;font-weight:bold;color:#15803d;">{{price}}</p>{{/if}}',
  '{{#if url}}<a href="{{url}}" style="display:inline-block;padding:10px 18px;background-color:#15803d;color:#ffffff;font-size:14px;font-weight:bold;text-decoration:none;border-radius:6px;">{{button}}</a>{{/if}}',
  '</td>',
  '</tr>',
  '</table>',
].join('');

export const PRODUCT_BLOCK_NAME = 'product';

/** The body of `PUT /v1/block-types/product`. */
export const PRODUCT_BLOCK = {
  label: 'Product',
  icon: '<svg viewBox="0 0 24 24"><path d="M6 7h12l-1 13H7z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/><path d="M9 7a3 3 0 0 1 6 0" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>',
  fields: [
    { name: 'item', type: 'item', label: 'Product from the catalogue', source: 'products' },
    { name: 'title', type: 'text', label: 'Title (a product not in the catalogue)' },
    { name: 'subtitle', type: 'text', label: 'Subtitle' },
    { name: 'price', type: 'text', label: 'Price' },
    { name: 'image', type: 'image', label: 'Image' },
    { name: 'url', type: 'url', label: 'Link' },
    { name: 'button', type: 'text', label: 'Button label', default: 'Shop now' },
  ],
  // A picked product, and below it a product described by hand (shown once it has a title).
  template: `{{#each item}}${CARD}{{/each}}{{#if title}}${CARD}{{/if}}`,
};

/** Registers (or replaces) the Product type on the account of `apiKey`. */
export async function ensureProductBlock(apiUrl: string, apiKey: string): Promise<void> {
  const response = await fetch(`${apiUrl}/v1/block-types/${PRODUCT_BLOCK_NAME}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(PRODUCT_BLOCK),
  });
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`PUT /v1/block-types/${PRODUCT_BLOCK_NAME} answered ${response.status}: ${await response.text()}`);
}
