export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export { prepareArticle, type OutlineEntry } from './articleHtml';
