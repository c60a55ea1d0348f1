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
}

export interface PlanLimits {
  /** Requests per rate-limit window (60 s). */
  rpm: number;
  templates: number;
  /** Renders per calendar month (UTC). */
  renders: number;
  storageMb: number;
}

export interface Plan {
  name: PlanName;
  limits: PlanLimits;
  features: PlanFeatures;
}

const ALL_FEATURES: PlanFeatures = { imageUpload: true, customFonts: true, exportHtml: true, templateLibrary: true, whiteLabel: true };

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  free: {
    name: 'free',
    limits: { rpm: 60, templates: 3, renders: 100, storageMb: 50 },
    features: { imageUpload: false, customFonts: false, exportHtml: true, templateLibrary: true, whiteLabel: false },
  },
  pro: {
    name: 'pro',
    limits: { rpm: 300, templates: UNLIMITED, renders: 10_000, storageMb: 1_000 },
    features: { ...ALL_FEATURES, whiteLabel: false },
  },
  agency: {
    name: 'agency',
    limits: { rpm: 1_000, templates: UNLIMITED, renders: 100_000, storageMb: 10_000 },
    features: ALL_FEATURES,
  },
  // "Set per account": these are the starting values until the operator sets them (`set-plan`).
  enterprise: {
    name: 'enterprise',
    limits: { rpm: 1_000, templates: UNLIMITED, renders: 100_000, storageMb: 10_000 },
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
export const ENTERPRISE_OVERRIDE_MAX: Readonly<Record<'rpm' | 'renders' | 'storageMb', number>> = {
  rpm: 100_000,
  renders: 100_000_000,
  storageMb: 1_000_000,
};

/** Effective limits: the plan's, with per-account overrides for enterprise only. */
export function effectiveLimits(plan: PlanName, overrides: Partial<Pick<PlanLimits, 'rpm' | 'renders' | 'storageMb'>> = {}): PlanLimits {
  const base = PLANS[plan].limits;
  if (plan !== 'enterprise') return { ...base };
  return {
    rpm: overrides.rpm ?? base.rpm,
    templates: base.templates,
    renders: overrides.renders ?? base.renders,
    storageMb: overrides.storageMb ?? base.storageMb,
  };
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
