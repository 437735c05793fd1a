import { definePost } from '../core';
import type { PageQuery } from '../shared/types';
import { PRODUCTS_PATHS as P } from './paths';
import type {
  CollectionApplication,
  CollectionApplicationPayload,
  NoveltyApplicationPayload,
  NoveltyOrder,
  NoveltyTicket,
  Page,
} from './types';

export const applyNoveltySearch = definePost<NoveltyApplicationPayload, NoveltyOrder>(P.noveltyApply);
export const getNoveltyOrderList = definePost<PageQuery, Page<NoveltyOrder>>(P.noveltyOrderList);
export const getNoveltyOrderTicket = definePost<{ id: string }, NoveltyTicket>(P.noveltyOrderTicket);
export const applyCollectionProof = definePost<CollectionApplicationPayload, CollectionApplication>(P.collectionApply);
export const getCollectionProofList = definePost<PageQuery, Page<CollectionApplication>>(P.collectionList);
