import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';
import { messageTemplatesHref } from './messageTemplateHrefs.ts';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./MessageTemplatesPage.tsx')), needs: ['list', 'messageTemplate'] },
  { path: 'create', page: lazy(() => import('./MessageTemplateCreatePage.tsx')), needs: ['create', 'messageTemplate'] },
  { path: ':id', page: lazy(() => import('./MessageTemplateEditPage.tsx')), needs: ['edit', 'messageTemplate'] },
  { path: ':id/show', page: lazy(() => import('./MessageTemplateShowPage.tsx')), needs: ['view', 'messageTemplate'] },
];

/** /message-templates, /message-templates/create, /message-templates/{id} and /message-templates/{id}/show. */
export default function MessageTemplateRoutes() {
  return <SectionRoutes pages={pages} back={{ href: messageTemplatesHref, label: 'Back to message templates' }} />;
}
