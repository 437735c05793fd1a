import type { Page } from '../shared/types';

/** Shapes decided here (whole file): the spec names the offerings only. */
export type NoveltyApplicationPayload = {
  projectName: string;
  purpose: string;
  scope: string;
  checkpoints: string[];
  keywords: string[];
  contactName: string;
  contactPhone: string;
  email?: string;
};
/** 0 待受理, 1 检索中, 2 已出报告 — advancing with server time once submitted. */
export type NoveltyOrder = {
  id: string;
  projectName: string;
  purpose: string;
  scope: string;
  state: number;
  stateName: string;
  createdAt: string;
  price: number;
};
/** The commission ticket (查新委托单) of an order, with the literature the search found per checkpoint. */
export type NoveltyTicket = NoveltyOrder & {
  checkpoints: { text: string; matches: { id: string; type: number; title: string; source: string; year: number }[] }[];
  keywords: string[];
  contactName: string;
  contactPhone: string;
  email?: string;
  conclusion?: string;
};
export type CollectionApplicationPayload = {
  applicant: string;
  organization: string;
  titles: string[];
  purpose: string;
  contactName: string;
  contactPhone: string;
  email?: string;
};
/** 0 审核中, 1 已出具 (half a minute after applying), 2 未找到收录 when no title is in the corpus. */
export type CollectionApplication = {
  id: string;
  applicant: string;
  organization: string;
  purpose: string;
  state: number;
  stateName: string;
  createdAt: string;
  items: { title: string; found: boolean; id?: string; source?: string; year?: number; indexTags?: string[] }[];
};
export type { Page };
