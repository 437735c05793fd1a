import type { ImageObject } from '../shared/types';

/** 1 from the side toolbar in one layout, 2 in another (doc 001 §3). */
export type FeedbackSourceType = 1 | 2;

/** Feedback form (doc 001 §3). */
export type FeedbackForm = {
  content: string;
  contactMethod: string;
  imageFileList: ImageObject[];
  sourceType: FeedbackSourceType;
};
