import styled from 'styled-components';

const Mark = styled.mark`
  background: none;
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export type HighlightedTextProps = {
  /** The text shown. */
  text: string;
  /** The typed query; its first case-insensitive occurrence in `text` is marked. */
  query: string;
};

/** A suggestion name with the typed part marked, built from text nodes (no HTML is injected). */
export function HighlightedText({ text, query }: HighlightedTextProps) {
  const needle = query.trim().toLowerCase();
  const at = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Mark>{text.slice(at, at + needle.length)}</Mark>
      {text.slice(at + needle.length)}
    </>
  );
}
