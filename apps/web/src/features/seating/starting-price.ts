import { durationDays } from '@studydesk/contract';

type Priced = { price: number };
type MembershipPlanLike = Priced & { duration_days: number };

/** The membership plan a seat plan of `duration` ('30 Days') starts from: one as long, else the first. */
export function membershipPlanFor<P extends MembershipPlanLike>(plans: P[], duration: string): P | undefined {
  const days = durationDays(duration);
  return plans.find((p) => p.duration_days === days) ?? plans[0];
}

/**
 * Where a seat plan's price starts: the shift's own price, else the membership plan's; null when
 * neither has one (the form then suggests the spec's ₹99, ₹199, ₹299).
 */
export function startingPrice(
  shift: { price: number | null } | undefined,
  plan: Priced | undefined,
): number | null {
  return shift?.price ?? plan?.price ?? null;
}
