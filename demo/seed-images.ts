// The demo's image library starts with the starter templates' own pictures (core/assets/starters),
// uploaded with the secret key: shared images, which every user of the account sees in the Images
// dialog, so a marketer swapping a picture finds something before uploading anything. Idempotent:
// a file already in the library under its name (as a shared image) is not uploaded again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build';

export const STARTER_IMAGES_DIR = join(ROOT, 'core/assets/starters');

/** The starter images' file names, sorted. */
export function starterImageNames(): string[] {
  return readdirSync(STARTER_IMAGES_DIR)
    .filter((name) => /\.(png|jpe?g|gif|webp)$/i.test(name))
    .sort();
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Names of the account's shared images (uploaded with a secret key), every page. */
async function sharedImageNames(apiUrl: string, headers: Record<string, string>): Promise<Set<string>> {
  const names = new Set<string>();
  let next: string | null = `${apiUrl}/v1/images?limit=100`;
  while (next) {
    const response: Response = await fetch(next, { headers });
    if (!response.ok) throw new Error(`GET /v1/images answered ${response.status}`);
    for (const image of (await response.json()) as Array<{ name: string; userId?: string }>)
      if (!image.userId) names.add(image.name);
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
  }
  return names;
}

/** Uploads the starter images missing from the account's shared library; returns how many. */
export async function ensureStarterImages(apiUrl: string, apiKey: string): Promise<number> {
  const headers = { Authorization: `Bearer ${apiKey}` };
  const present = await sharedImageNames(apiUrl, headers);
  let uploaded = 0;
  // The library lists the newest first: uploading in reverse reads alphabetically in the dialog.
  for (const name of starterImageNames().reverse()) {
    if (present.has(name)) continue;
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
    const form = new FormData();
    form.append('file', new Blob([readFileSync(join(STARTER_IMAGES_DIR, name))], { type }), name);
    const response = await fetch(`${apiUrl}/v1/images`, { method: 'POST', headers, body: form });
    if (response.status !== 201)
      throw new Error(`POST /v1/images (${name}) answered ${response.status}: ${await response.text()}`);
    uploaded++;
  }
  return uploaded;
}
