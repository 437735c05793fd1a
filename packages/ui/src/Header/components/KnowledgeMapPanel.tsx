import styled from 'styled-components';
import { SiteLink } from '../../LinkContext';
import type { KnowledgeTile } from '../types';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 18rem);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Tile = styled.li`
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** The knowledge-map panel: a grid of entry tiles (journals, authors, institutions, subjects...). */
export function KnowledgeMapPanel({ tiles }: { tiles: KnowledgeTile[] }) {
  return (
    <Tiles>
      {tiles.map((tile) => (
        <Tile key={tile.href}>
          <SiteLink href={tile.href}>
            <strong>{tile.label}</strong>
            {tile.description && <span>{tile.description}</span>}
          </SiteLink>
        </Tile>
      ))}
    </Tiles>
  );
}
