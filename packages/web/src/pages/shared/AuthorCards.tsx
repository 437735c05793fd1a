import type { AuthorCard as AuthorCardData } from '@wenxian/api';
import { AuthorCard } from '@wenxian/ui';
import { CardGrid } from './entityPageLayout';
import { entityHref } from '../../features/entities/entityLinks';

/** Authors as cards, each linking to the author's page (home lists, rankings, same-name authors, searches). */
export function AuthorCards({ authors, label }: { authors: readonly AuthorCardData[]; label: string }) {
  return (
    <CardGrid aria-label={label}>
      {authors.map((a) => (
        <li key={a.id}>
          <AuthorCard
            name={a.name}
            href={entityHref.author(a.id)}
            organName={a.organName}
            literatureCount={a.literatureCount}
            citedCount={a.citedCount}
          />
        </li>
      ))}
    </CardGrid>
  );
}
