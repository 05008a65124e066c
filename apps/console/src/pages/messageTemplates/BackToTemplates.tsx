import { LinkButton } from '@velo/design-system';
import { messageTemplatesHref } from './messageTemplateHrefs.ts';

/** The way back to the templates list from each template page. */
export function BackToTemplates() {
  return (
    <LinkButton variant="secondary" href={messageTemplatesHref}>
      Back to message templates
    </LinkButton>
  );
}
