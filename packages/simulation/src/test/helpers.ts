import { wordSearchPrefix } from '@wenxian/api';

/** Thin wrappers the tests share. */
export const getWordSearchPrefix = (content: string) => wordSearchPrefix({ content });
