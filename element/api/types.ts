// Shapes of the /v1 API as the element sees them (docs/api.md).
import type { EmailDocument } from '../../core/document/schema';

export interface Features {
  imageUpload: boolean;
  customFonts: boolean;
  exportHtml: boolean;
  templateLibrary: boolean;
  whiteLabel: boolean;
}

export interface ValidateResult {
  plan: string;
  limits: { renders: number; storageMb: number; templates: number };
  usage: { renders: number; storageMb: number };
  features: Features;
  operator?: { name: string };
  userId?: string;
  /** Session tokens only: a manager may also change and delete shared templates (docs/api.md §12). */
  role?: 'member' | 'manager';
}

export interface TemplateListItem {
  _id: string;
  name: string;
  thumbnail: string | null;
  tags: string[];
  metadata: Record<string, unknown>;
  /** Absent on shared templates. */
  userId?: string;
  updatedAt: string;
}

export interface Template extends TemplateListItem {
  blockTree: EmailDocument;
  createdAt?: string;
}

export interface LibraryItem {
  _id: string;
  name: string;
  tags: string[];
  thumbnail: string | null;
  blockTree: EmailDocument;
}

export interface RenderResult {
  html: string;
  text: string;
}

export interface UploadedImage {
  id: string;
  url: string;
  sizeBytes: number;
}

/** The detail of `eb-error`, and what every failed call rejects with. */
export interface ApiErrorDetail {
  /** HTTP status; 0 when the request never reached the API (offline) or was refused locally. */
  status: number;
  code: string;
  message: string;
}
