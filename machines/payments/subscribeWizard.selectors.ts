/** View model of the subscribe wizard. */
import type { SnapshotFrom } from 'xstate';
import type { subscribeWizardMachine, WizardStep } from './subscribeWizardMachine';

export type SubscribeWizardSnapshot = SnapshotFrom<typeof subscribeWizardMachine>;

export const selectStep = (s: SubscribeWizardSnapshot): WizardStep =>
  s.hasTag('step2') ? 2 : s.hasTag('step1') ? 1 : 0;
export const selectIsBusy = (s: SubscribeWizardSnapshot): boolean => s.hasTag('busy');
export const selectSucceeded = (s: SubscribeWizardSnapshot): boolean => s.hasTag('succeeded');
export const selectPlanId = (s: SubscribeWizardSnapshot) => s.context.planId;
export const selectCardId = (s: SubscribeWizardSnapshot) => s.context.cardId;
export const selectCouponCode = (s: SubscribeWizardSnapshot) => s.context.couponCode;
export const selectCoupon = (s: SubscribeWizardSnapshot) => s.context.coupon;
export const selectWarning = (s: SubscribeWizardSnapshot) => s.context.warning;
/** Steps the indicator lets the user jump to: back always; forward once the earlier choices exist. */
export const selectEnabledSteps = (s: SubscribeWizardSnapshot): Record<WizardStep, boolean> => {
  const busy = s.hasTag('busy') || s.hasTag('succeeded');
  return {
    0: !busy,
    1: !busy && s.context.planId !== null,
    2: !busy && s.context.planId !== null && s.context.cardId !== null,
  };
};
