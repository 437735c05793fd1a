import { wordSearchPrefix } from '../../search/helpers';

/** Thin wrappers the tests share. */
export const getWordSearchPrefix = (content: string) => wordSearchPrefix({ content });
