import type { RequestHandler } from 'msw';
import { activityCouponHandlers } from './activityCoupons';
import { activityInvitationHandlers } from './activityInvitations';
import { activityPrizeHandlers } from './activityPrizes';
import { activityQuizHandlers } from './activityQuiz';
import { noveltyAndCollectionProofHandlers } from './noveltyAndCollectionProof';
import { thesisDetectionHandlers } from './thesisDetection';

/** Paper checking, novelty search, collection proof and the activities (doc 001 §7), all stateful. */
export const productHandlers: RequestHandler[] = [
  ...thesisDetectionHandlers,
  ...noveltyAndCollectionProofHandlers,
  ...activityCouponHandlers,
  ...activityQuizHandlers,
  ...activityPrizeHandlers,
  // Last: the activity page by key (/activity/:hash) must not shadow the named activity calls.
  ...activityInvitationHandlers,
];
