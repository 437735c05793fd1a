import { useMemo, type ReactNode } from 'react';
import { contentLabels } from '@wenxian/domain';
import { prepareArticle } from './articleHtml';
import { Article, Body, Layout, Meta, Outline, Title } from './ArticleBody.styles';

export type ArticleBodyProps = {
  /** The article's title, the page's one h1. */
  title: string;
  /** HTML from the server; always passed through the sanitizer here before it is rendered. */
  html: string;
  /** A line under the title: date, source, column. */
  meta?: ReactNode;
  /** Shows the outline beside long documents; by default when the article has at least three sections. */
  showOutline?: boolean;
  /** Content after the body (previous/next links, related entries). */
  footer?: ReactNode;
};

/** A long Chinese text with readable typography and, for long documents, an outline of its sections. */
export function ArticleBody({ title, html, meta, showOutline, footer }: ArticleBodyProps) {
  const article = useMemo(() => prepareArticle(html), [html]);
  const withOutline = showOutline ?? article.outline.length >= 3;
  return (
    <Layout $withOutline={withOutline}>
      <Article aria-labelledby="article-title">
        <Title id="article-title">{title}</Title>
        {meta ? <Meta>{meta}</Meta> : null}
        <Body dangerouslySetInnerHTML={{ __html: article.html }} />
        {footer}
      </Article>
      {withOutline ? (
        <Outline aria-labelledby="article-outline">
          <h2 id="article-outline">{contentLabels.outline}</h2>
          <ol>
            {article.outline.map((entry) => (
              <li key={entry.id} data-level={entry.level}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </Outline>
      ) : null}
    </Layout>
  );
}
