/** What a public page is given: the hash route it was opened with. */
export interface PublicPageProps {
  route: string;
}
