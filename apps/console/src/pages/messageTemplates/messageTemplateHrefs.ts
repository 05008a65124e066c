/** A template's pages: its form and its show page. */
export const messageTemplateEditHref = ({ id }: { id: number }) => `/message-templates/${id}`;
export const messageTemplateShowHref = ({ id }: { id: number }) => `/message-templates/${id}/show`;

export const messageTemplatesHref = '/message-templates';

/** The client field's help on the template forms. */
export const clientDescription = "Leave empty for the product's own template, used for every client without its own.";
