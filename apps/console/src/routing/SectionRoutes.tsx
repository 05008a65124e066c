import { Route, Routes } from 'react-router';
import { EmptyState, LinkButton } from '@velo/design-system';
import type { Screen } from '../access/canOpen.ts';
import { GatedPage, type LazyPage } from './GatedPage.tsx';
import type { LoadablePage } from './loadablePage.tsx';

export interface SectionPage extends LazyPage {
  /** Below the section's path; '' is the section's own page. */
  path: string;
  page: LoadablePage;
}

/** A section's pages: each of its screens (its path and needs) with the page that draws it, named by the path. */
export function sectionPages<const S extends ReadonlyArray<Screen & { path: string }>>(
  screens: S,
  pages: Record<S[number]['path'], LoadablePage>,
): SectionPage[] {
  return screens.map((screen) => ({ path: screen.path, needs: screen.needs, page: pages[screen.path as S[number]['path']] }));
}

interface SectionRoutesProps {
  pages: SectionPage[];
  /** Where an unknown address in the section leads back to. */
  back: { href: string; label: string };
}

/**
 * The pages of one section (a list, its create page, a record's pages) behind one entry of the console's
 * route table: the first screen then carries one entry and its preload list instead of one per page, while
 * each page still loads alone.
 */
export function SectionRoutes({ pages, back }: SectionRoutesProps) {
  return (
    <Routes>
      {pages.map(({ path, page, needs }) => (
        <Route key={path} path={path} element={<GatedPage page={page} needs={needs} />} />
      ))}
      <Route
        path="*"
        element={
          <EmptyState
            title="There is no such page"
            action={
              <LinkButton variant="secondary" href={back.href}>
                {back.label}
              </LinkButton>
            }
          />
        }
      />
    </Routes>
  );
}
