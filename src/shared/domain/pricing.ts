/** Plan ids (spec 1 §6 tiers). */
export const planIds = ['starter', 'professional', 'enterprise'] as const;
/** A plan id. */
export type PlanId = (typeof planIds)[number];
/** Billing period of the pricing toggle. */
export type BillingPeriod = 'monthly' | 'annual';

/** Quotas of a plan; null means unlimited. Display only: no plan is enforced (spec 1 §6). */
export interface PlanLimits {
  postsPerMonth: number | null;
  platforms: number | null;
  variationTypes: number | null;
  imagesPerMonth: number | null;
  libraryAssets: number | null;
  teamMembers: number | null;
}

/** A pricing plan (spec 1 §3); prices in US dollars per month. */
export interface PricingPlan {
  id: PlanId;
  name: string;
  description: string;
  monthlyPrice: number;
  /** Per-month price when billed annually. */
  annualPrice: number;
  popular: boolean;
  features: string[];
  limits: PlanLimits;
  buttonText: string;
}

/** Billing period selected when the pricing section opens. */
export const defaultBillingPeriod: BillingPeriod = 'annual';
/** Badge next to the Annual toggle. */
export const annualSavingsBadge = 'Save 20%';
/** Badge of the popular plan. */
export const popularPlanBadge = 'Most Popular';
/** Where every pricing button goes. */
export const pricingButtonPath = '/app/create';

/** The three plans (spec 1 §9), cheapest first. */
export const pricingPlans: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For individual creators getting started',
    monthlyPrice: 19,
    annualPrice: 15,
    popular: false,
    features: [
      '50 AI posts a month',
      '3 platforms',
      '2 variation types',
      '25 images a month',
      '100 library assets',
      'Basic scheduling',
      'Email support',
      'Basic analytics',
    ],
    limits: {
      postsPerMonth: 50,
      platforms: 3,
      variationTypes: 2,
      imagesPerMonth: 25,
      libraryAssets: 100,
      teamMembers: 1,
    },
    buttonText: 'Start Free Trial',
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For growing creators and small teams',
    monthlyPrice: 49,
    annualPrice: 39,
    popular: true,
    features: [
      'Unlimited posts',
      'All platforms',
      '6 variation types',
      'Unlimited images and videos',
      'Team of 5',
      'API access',
      'Boost campaigns',
      'Priority support',
      'Advanced analytics',
      'Brand kit',
    ],
    limits: {
      postsPerMonth: null,
      platforms: null,
      variationTypes: 6,
      imagesPerMonth: null,
      libraryAssets: null,
      teamMembers: 5,
    },
    buttonText: 'Start Free Trial',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For agencies and large organisations',
    monthlyPrice: 149,
    annualPrice: 119,
    popular: false,
    features: [
      'Everything in Professional',
      'Unlimited team',
      'White-label',
      'Custom AI training',
      'Dedicated manager',
      'SLA 99.9% uptime',
      'Integrations',
    ],
    limits: {
      postsPerMonth: null,
      platforms: null,
      variationTypes: 6,
      imagesPerMonth: null,
      libraryAssets: null,
      teamMembers: null,
    },
    buttonText: 'Contact Sales',
  },
];

/** Per-month price shown for the chosen billing period. */
export function planPrice(plan: PricingPlan, period: BillingPeriod): number {
  return period === 'annual' ? plan.annualPrice : plan.monthlyPrice;
}

/** Per-month saving shown with annual billing: monthly minus annual price (Starter 4, Professional 10, Enterprise 30). */
export function annualSaving(plan: PricingPlan): number {
  return plan.monthlyPrice - plan.annualPrice;
}

/** Commercial terms the FAQ states (spec 1 §9); durations in days, support reply in hours. */
export const planPolicies = {
  trialDays: 7,
  trialPosts: 10,
  annualDiscountPercent: 20,
  moneyBackDays: 30,
  exportAfterCancellationDays: 90,
  emailSupportHours: 24,
} as const;
