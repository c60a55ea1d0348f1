// Encrypts what must be kept for a while but never stored in plain text: the recorded response of
// an idempotent key creation holds the new key's secret (docs/api.md §1, §9). AES-256-GCM with a
// key derived by HKDF from the dashboard signing secret, so every instance can open what another
// sealed; the HKDF label keeps it independent of the JWT key made from the same secret.
// `context` (the Redis key the box is stored under) is authenticated too: a box copied to another
// record does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const LABEL = 'email-builder/idempotent-replay/aes-256-gcm/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), LABEL, 32));
  }

  /** `v1.<iv>.<ciphertext>.<tag>`, base64url; a fresh IV each time. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null for anything this server did not seal for this context. */
  open(sealed: string, context: string): string | null {
    const [version, iv, body, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0)
      return null;
    const ivBytes = canonical(iv);
    const tagBytes = canonical(tag);
    const bodyBytes = canonical(body);
    if (!ivBytes || !tagBytes || !bodyBytes) return null;
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(bodyBytes), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * The bytes of a base64url part, or null when it is not written the one way this box writes it:
 * the last character's unused bits would otherwise let two spellings open as the same record.
 */
function canonical(part: string): Buffer | null {
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}
