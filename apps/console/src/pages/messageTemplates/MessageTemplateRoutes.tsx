import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { messageTemplateScreens } from './messageTemplateScreens.ts';
import { messageTemplatesHref } from './messageTemplateHrefs.ts';

export const subpages = sectionPages(messageTemplateScreens, {
  '': loadablePage(() => import('./MessageTemplatesPage.tsx')),
  create: loadablePage(() => import('./MessageTemplateCreatePage.tsx')),
  ':id': loadablePage(() => import('./MessageTemplateEditPage.tsx')),
  ':id/show': loadablePage(() => import('./MessageTemplateShowPage.tsx')),
});

/** /message-templates, /message-templates/create, /message-templates/{id} and /message-templates/{id}/show. */
export default function MessageTemplateRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: messageTemplatesHref, label: 'Back to message templates' }} />;
}
