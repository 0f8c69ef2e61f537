import { describe, expect, it } from 'vitest';
import { annualSaving, planPrice, pricingPlans } from './pricing';

describe('pricing plans', () => {
  it('have the spec prices, popular flag and buttons', () => {
    expect(
      pricingPlans.map((plan) => [
        plan.name,
        plan.monthlyPrice,
        plan.annualPrice,
        plan.popular,
        plan.buttonText,
      ]),
    ).toEqual([
      ['Starter', 19, 15, false, 'Start Free Trial'],
      ['Professional', 49, 39, true, 'Start Free Trial'],
      ['Enterprise', 149, 119, false, 'Contact Sales'],
    ]);
  });

  it('shows the annual saving as monthly minus annual', () => {
    expect(pricingPlans.map(annualSaving)).toEqual([4, 10, 30]);
    const [starter] = pricingPlans;
    expect(starter && planPrice(starter, 'annual')).toBe(15);
    expect(starter && planPrice(starter, 'monthly')).toBe(19);
  });
});
