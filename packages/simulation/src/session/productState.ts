import type { NoveltyApplicationPayload } from '@wenxian/api';

/**
 * What products and activities change on the simulated server: paper-check orders with their uploaded text,
 * novelty-search orders, collection-proof applications, and the activities' points, quizzes, stock, addresses,
 * invitations and claimed coupons. Part of the session state (reset with it).
 */
export type CheckOrderRecord = {
  /** The money order's id. */
  id: string;
  memberId: string;
  title: string;
  author: string;
  versionId: string;
  text: string;
  chars: number;
  /** Computed once when the report is first asked for. */
  report: {
    similarity: number;
    matches: { sentence: string; recordId: string; recordTitle: string; source: string; ratio: number }[];
  } | null;
};
/** A novelty-search order: the application as submitted, with who placed it, its price and when. */
export type NoveltyRecord = NoveltyApplicationPayload & {
  id: string;
  memberId: string;
  price: number;
  createdAt: number;
};
export type CollectionRecord = {
  id: string;
  memberId: string;
  applicant: string;
  organization: string;
  purpose: string;
  titles: string[];
  contactName: string;
  contactPhone: string;
  email?: string;
  createdAt: number;
};
export type QuizRecord = { id: string; text: string; options: { key: string; text: string }[]; answer: string };
type SettlementRecord = {
  activityId: string;
  correct: number;
  total: number;
  points: number;
  answeredAt: number;
  checks: { questionId: string; text: string; chosen: string; correctKey: string; correct: boolean }[];
};
type AddressRecord = {
  id: string;
  memberId: string;
  name: string;
  phone: string;
  region: string;
  detail: string;
};

export type ProductState = {
  checkOrders: Map<string, CheckOrderRecord>;
  noveltyOrders: NoveltyRecord[];
  collections: CollectionRecord[];
  /** Points by memberId, and their history. */
  points: Map<string, number>;
  pointHistory: { memberId: string; time: number; change: number; reason: string }[];
  /** The questions last drawn per memberId, waiting for answers. */
  pendingQuiz: Map<string, QuizRecord[]>;
  settlements: Map<string, SettlementRecord>;
  /** Quizzes answered per `${memberId}|${day}`. */
  attempts: Map<string, number>;
  addresses: AddressRecord[];
  /** Remaining stock by prize id (seeded on first use). */
  stock: Map<string, number>;
  /** Invite code → memberIds that accepted it. */
  invitations: Map<string, string[]>;
  /** `${memberId}|${couponId}` of claimed activity coupons. */
  claimedCoupons: Set<string>;
  /** Draws of the quiz so far (varies the questions between draws). */
  draws: number;
};

export function createProductState(): ProductState {
  return {
    checkOrders: new Map(),
    noveltyOrders: [],
    collections: [],
    points: new Map(),
    pointHistory: [],
    pendingQuiz: new Map(),
    settlements: new Map(),
    attempts: new Map(),
    addresses: [],
    stock: new Map(),
    invitations: new Map(),
    claimedCoupons: new Set(),
    draws: 0,
  };
}
