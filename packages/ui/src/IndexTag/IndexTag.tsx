import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * How a tag reads: international indexes, Chinese core lists, open access, or a journal badge
 * (预出版 / 网络首发).
 */
export type IndexTagTone = 'index' | 'core' | 'oa' | 'badge';

export type IndexTagProps = {
  /** Short name shown on the tag, e.g. SCIE, 北大核心, JCR Q1. */
  label: string;
  /** Full name, e.g. 北大核心（2023版）; shown as the tag's expansion when it differs. */
  fullName?: string;
  tone?: IndexTagTone;
};

const tones: Record<IndexTagTone, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  index: (theme) => css`
    color: ${theme.color.accent};
    border-color: ${theme.color.accent};
  `,
  core: (theme) => css`
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
  `,
  // OA orange is too light for small text; the darker warning tone keeps the 4.5:1 contrast.
  oa: (theme) => css`
    color: ${theme.color.warning};
    border-color: ${theme.color.warning};
  `,
  badge: (theme) => css`
    color: ${theme.color.textSecondary};
    border-color: ${theme.color.borderStrong};
  `,
};

const Tag = styled.span<{ $tone: IndexTagTone }>`
  display: inline-flex;
  align-items: center;
  height: 1.8rem;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  ${({ theme, $tone }) => tones[$tone](theme)}
`;

/**
 * A journal index tag on a result or journal (doc 001 §3 index lists and tag families): the short
 * name on the tag; the full name, when it differs, as an <abbr> expansion for hover and assistive
 * technology.
 */
export function IndexTag({ label, fullName, tone = 'index' }: IndexTagProps) {
  const hasExpansion = Boolean(fullName) && fullName !== label;
  return (
    <Tag as={hasExpansion ? 'abbr' : 'span'} title={hasExpansion ? fullName : undefined} $tone={tone}>
      {label}
    </Tag>
  );
}
