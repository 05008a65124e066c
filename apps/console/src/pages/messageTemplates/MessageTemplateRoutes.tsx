import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';
import { messageTemplatesHref } from './messageTemplateHrefs.ts';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./MessageTemplatesPage.tsx')), needs: ['list', 'messageTemplate'] },
  { path: 'create', page: loadablePage(() => import('./MessageTemplateCreatePage.tsx')), needs: ['create', 'messageTemplate'] },
  { path: ':id', page: loadablePage(() => import('./MessageTemplateEditPage.tsx')), needs: ['edit', 'messageTemplate'] },
  { path: ':id/show', page: loadablePage(() => import('./MessageTemplateShowPage.tsx')), needs: ['view', 'messageTemplate'] },
];

/** /message-templates, /message-templates/create, /message-templates/{id} and /message-templates/{id}/show. */
export default function MessageTemplateRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: messageTemplatesHref, label: 'Back to message templates' }} />;
}
