// The plan table of docs/api.md §6. "Unlimited" is reported as 1_000_000_000.

export const UNLIMITED = 1_000_000_000;

export const PLAN_NAMES = ['free', 'pro', 'agency', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanFeatures {
  imageUpload: boolean;
  customFonts: boolean;
  exportHtml: boolean;
  templateLibrary: boolean;
  whiteLabel: boolean;
  /** Live co-editing of one template by several people (docs/api.md §14). */
  coEditing: boolean;
  comments: boolean;
  /** Account-defined block types (`/v1/block-types`). */
  customBlocks: boolean;
  /** `POST /v1/templates/{id}/test-send`. */
  testSend: boolean;
}

export const FEATURE_NAMES = [
  'imageUpload',
  'customFonts',
  'exportHtml',
  'templateLibrary',
  'whiteLabel',
  'coEditing',
  'comments',
  'customBlocks',
  'testSend',
] as const satisfies ReadonlyArray<keyof PlanFeatures>;

export interface PlanLimits {
  /** Requests per rate-limit window (60 s). */
  rpm: number;
  templates: number;
  /** Renders per calendar month (UTC). */
  renders: number;
  storageMb: number;
  /** People live in one template at once; the next one joins read-only. */
  coEditors: number;
}

/** The limits an operator may set per account on the enterprise plan. */
export const OVERRIDABLE_LIMITS = ['rpm', 'renders', 'storageMb', 'coEditors'] as const;
export type LimitOverrides = Partial<Pick<PlanLimits, (typeof OVERRIDABLE_LIMITS)[number]>>;

export interface Plan {
  name: PlanName;
  limits: PlanLimits;
  features: PlanFeatures;
}

const ALL_FEATURES: PlanFeatures = {
  imageUpload: true,
  customFonts: true,
  exportHtml: true,
  templateLibrary: true,
  whiteLabel: true,
  coEditing: true,
  comments: true,
  customBlocks: true,
  testSend: true,
};

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  free: {
    name: 'free',
    limits: { rpm: 60, templates: 3, renders: 100, storageMb: 50, coEditors: 1 },
    features: {
      imageUpload: false,
      customFonts: false,
      exportHtml: true,
      templateLibrary: true,
      whiteLabel: false,
      coEditing: false,
      comments: false,
      customBlocks: false,
      testSend: false,
    },
  },
  pro: {
    name: 'pro',
    limits: { rpm: 300, templates: UNLIMITED, renders: 10_000, storageMb: 1_000, coEditors: 5 },
    features: { ...ALL_FEATURES, whiteLabel: false },
  },
  agency: {
    name: 'agency',
    limits: { rpm: 1_000, templates: UNLIMITED, renders: 100_000, storageMb: 10_000, coEditors: 20 },
    features: ALL_FEATURES,
  },
  // "Set per account": these are the starting values until the operator sets them (`set-plan`).
  enterprise: {
    name: 'enterprise',
    limits: { rpm: 1_000, templates: UNLIMITED, renders: 100_000, storageMb: 10_000, coEditors: 20 },
    features: ALL_FEATURES,
  },
};

/** Saved blocks per account (docs/api.md §11): 20 on free, 1,000 on the other plans. */
export function savedBlockLimit(plan: PlanName | string): number {
  return plan === 'free' ? 20 : 1000;
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

/**
 * The highest enterprise overrides an operator may set (`set-plan`, and an imported account): far
 * above any plan, but a typo or a forged export cannot lift an account's limits out of reach.
 */
export const ENTERPRISE_OVERRIDE_MAX: Readonly<Record<(typeof OVERRIDABLE_LIMITS)[number], number>> = {
  rpm: 100_000,
  renders: 100_000_000,
  storageMb: 1_000_000,
  coEditors: 1_000,
};

/** Effective limits: the plan's, with per-account overrides for enterprise only. */
export function effectiveLimits(plan: PlanName, overrides: LimitOverrides = {}): PlanLimits {
  const base = PLANS[plan].limits;
  if (plan !== 'enterprise') return { ...base };
  const out = { ...base };
  for (const name of OVERRIDABLE_LIMITS) out[name] = overrides[name] ?? base[name];
  return out;
}

/** A document's features that some plans lack (docs/api.md §9: enforced where data is accepted). */
export function webFontOf(document: unknown): string | null {
  const canvas = (document as { canvas?: { webFont?: { family?: unknown } | null } } | null)?.canvas;
  const family = canvas?.webFont?.family;
  return typeof family === 'string' ? family : null;
}

/** True when `plan` may save or render `document` (today: a web font needs `customFonts`). */
export function planAllowsDocument(plan: string, document: unknown): boolean {
  if (webFontOf(document) === null) return true;
  return isPlanName(plan) && PLANS[plan].features.customFonts;
}

export const CUSTOM_FONTS_FEATURE = 'Custom fonts (customFonts)';
