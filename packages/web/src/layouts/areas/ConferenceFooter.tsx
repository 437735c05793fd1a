import styled from 'styled-components';
import { shellLabels } from '@wenxian/domain';
import { footerLicenceLines } from '@wenxian/domain';

const Outer = styled.footer`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;

/** The conference layout's own footer: the conference service line and the company's licence lines. */
export function ConferenceFooter() {
  return (
    <Outer aria-label={shellLabels.layout.conferenceFooterLabel}>
      <p>{shellLabels.layout.conferenceFooterText}</p>
      {footerLicenceLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Outer>
  );
}
